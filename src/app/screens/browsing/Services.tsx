/**
 * Services in a category, or in all of them: the category's title over its services
 * list (ServiceList: search, infinite scroll, remembered scroll position). The page size doubles above
 * 657 px (WIDE_LIST_MIN_WIDTH).
 */
import { useTranslation } from '../../i18n';
import type { Clinic } from '../../../api/clinics';
import { ALL_CATEGORIES, parseId } from '../../../domain/route-params';
import { useServiceCategories } from '../../live/browsing';
import type { ScreenProps } from '../../routes/screen-props';
import { ClinicRoute } from './ClinicRoute';
import { ServiceList } from './ServiceList';
import { useListStyles } from '../../common/list-styles';
import { warmPriceFormat } from '../../live/warm-ups';
import './browsing-strings';

/** Every row shows a price. */
export const warmUps = [warmPriceFormat];

function CategoryServices({ clinic, categoryParam }: { clinic: Clinic; categoryParam: string }) {
  const { t } = useTranslation();
  const styles = useListStyles();
  const categoryId = categoryParam === ALL_CATEGORIES ? null : parseId(categoryParam);
  const categories = useServiceCategories(clinic.id).data;
  const category = categoryId === null ? undefined : categories?.find((item) => item.id === categoryId);
  const heading =
    categoryId === null ? t('browsing.categories.all') : (category?.title ?? t('browsing.services.heading'));
  return (
    <section aria-labelledby="services-heading">
      <h1 id="services-heading" className={styles.heading}>
        {heading}
      </h1>
      <ServiceList
        key={`${clinic.id}:${categoryParam}`}
        clinicId={clinic.id}
        categoryId={categoryId}
        listId={`services:${clinic.id}:${categoryParam}`}
      />
    </section>
  );
}

export default function Services({ match }: ScreenProps) {
  return (
    <ClinicRoute match={match}>
      {(clinic) => (
        <CategoryServices clinic={clinic} categoryParam={match.params.categoryId ?? ALL_CATEGORIES} />
      )}
    </ClinicRoute>
  );
}
