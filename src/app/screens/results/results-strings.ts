/** The service results area's strings, loaded with its chunk. */
import { addAreaTranslations } from '../../i18n/areas';

const ru = {
  results: {
    heading: 'Результаты',
    empty: 'Результатов пока нет',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    executor: 'Исполнитель: {{name}}',
    inProgress: 'Готовится',
    parts: 'Состав исследования',
    showParts: 'Показать состав: {{title}}',
    files: 'Файлы: {{title}}',
    filesCount_one: '{{count}} файл',
    filesCount_few: '{{count}} файла',
    filesCount_many: '{{count}} файлов',
    filesCount_other: '{{count}} файла',
    download: 'Скачать {{title}}',
    protocol: 'Протокол',
    attachedFile: 'Прикреплённый файл',
    noPdf: '{{title}}: PDF пока нет',
    close: 'Закрыть',
    downloaded: 'Файл успешно загружен: {{name}}',
    fromDevice:
      'Вы не в сети — файл открыт с этого устройства, сохранён {{age}}. Когда связь вернётся, откроется свежая копия.',
    notOnDevice:
      'Вы не в сети, а этот файл ещё не открывался на этом устройстве. Откройте его, когда связь вернётся.',
    loadMore: 'Показать ещё',
  },
};

const en = {
  results: {
    heading: 'Results',
    empty: 'No results yet',
    today: 'Today',
    tomorrow: 'Tomorrow',
    executor: 'Performed by {{name}}',
    inProgress: 'In progress',
    parts: 'Parts of the study',
    showParts: 'Show the parts: {{title}}',
    files: 'Files: {{title}}',
    filesCount_one: '{{count}} file',
    filesCount_other: '{{count}} files',
    download: 'Download {{title}}',
    protocol: 'Protocol',
    attachedFile: 'Attached file',
    noPdf: '{{title}}: no PDF yet',
    close: 'Close',
    downloaded: 'File successfully loaded: {{name}}',
    fromDevice:
      'You are offline — the file was opened from this device, saved {{age}}. A fresh copy opens when the connection returns.',
    notOnDevice:
      'You are offline and this file has not been opened on this device yet. Open it when the connection returns.',
    loadMore: 'Show more',
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    results: typeof ru;
  }
}
