/** The video consultation screen's strings, loaded with its chunk. */
import { addAreaTranslations } from '../../i18n/areas';

const ru = {
  call: {
    room: 'Видеоконсультация',
    loading: 'Подключение к видеоконсультации',
    offline: 'Нет подключения к интернету, поэтому видеоконсультацию не удалось открыть.',
    unreachable:
      'Не удалось загрузить видеоконсультацию: сервис видеосвязи не отвечает или заблокирован в этой сети.',
    retry: 'Попробовать снова',
  },
};

const en = {
  call: {
    room: 'Video consultation',
    loading: 'Connecting to the video consultation',
    offline: 'There is no internet connection, so the video consultation could not be opened.',
    unreachable:
      'The video consultation could not be loaded: the video service is not answering or is blocked on this network.',
    retry: 'Try again',
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    call: typeof ru;
  }
}
