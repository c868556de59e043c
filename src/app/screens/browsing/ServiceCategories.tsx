/**
 * Service categories: an 'all services' entry first, then each category with its
 * pluralised service count and an info button with its description; 18 skeleton rows; two columns above
 * 657 px. With no online-recording categories (the clinic's count, or an empty answer) it skips to all
 * services, or to the doctors.
 */
import { memo } from 'react';
import { useTranslation } from '../../i18n';
import { Navigate } from 'react-router-dom';
import type { ServiceCategory } from '../../../api/browsing';
import type { Clinic } from '../../../api/clinics';
import { CATEGORY_SKELETON_ROWS } from '../../../domain/browsing-lists';
import { categoriesSkipTarget } from '../../../domain/browsing-sections';
import { ALL_CATEGORIES } from '../../../domain/route-params';
import { sameValue } from '../../../domain/same-value';
import { pathFor } from '../../../domain/routes';
import { useServiceCategories } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import type { ScreenProps } from '../../routes/screen-props';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { ClinicRoute } from './ClinicRoute';
import { LinkRow } from './LinkRow';
import { useListStyles } from '../../common/list-styles';
import './browsing-strings';

/**
 * One category's row, rendered again only when the category changes: the worker's answers after the
 * first commit (the same categories read again, a refresh's flags) leave every row as it is.
 */
const CategoryRow = memo(
  function CategoryRow({ category, clinicId }: { category: ServiceCategory; clinicId: string }) {
    const { t } = useTranslation();
    return (
      <LinkRow
        to={pathFor('services', { clinicId, categoryId: String(category.id) })}
        title={category.title}
        sub={t('browsing.categories.servicesCount', { count: category.servicesCount })}
        tip={<span>{category.description || t('browsing.noDescription')}</span>}
        testId="category-row"
      />
    );
  },
  (before, after) => before.clinicId === after.clinicId && sameValue(before.category, after.category),
);

function Categories({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation();
  const styles = useListStyles();
  const view = useServiceCategories(clinic.id);
  const refresh = useRefresh();
  const categories = view.data;
  const again = () => refresh('serviceCategories', { clinicId: clinic.id });
  const skip = categoriesSkipTarget(clinic, view.updatedAt !== null ? (categories?.length ?? 0) : null);
  if (skip) return <Navigate to={skip} replace />;
  const clinicId = String(clinic.id);
  return (
    <section aria-labelledby="categories-heading">
      <h1 id="categories-heading" className={styles.heading}>
        {t('browsing.categories.heading')}
      </h1>
      {categories === null ? (
        <NoDataYet
          error={view.lastError}
          refresh={again}
          subject="categories"
          testId="refresh-categories"
          rows={CATEGORY_SKELETON_ROWS}
        />
      ) : (
        <>
          <ul className={`${styles.list} ${styles.twoColumns}`} data-testid="category-list">
            <LinkRow
              to={pathFor('services', { clinicId, categoryId: ALL_CATEGORIES })}
              title={t('browsing.categories.all')}
              sub={t('browsing.categories.servicesCount', { count: clinic.servicesCount })}
              chevron
              linkTestId="category-all"
            />
            {categories.map((category) => (
              <CategoryRow key={category.id} category={category} clinicId={clinicId} />
            ))}
          </ul>
          <DataAge view={view} refresh={again} subject="categories" testId="refresh-categories" />
        </>
      )}
    </section>
  );
}

export default function ServiceCategories({ match }: ScreenProps) {
  return (
    <ClinicRoute match={match} skeletonRows={CATEGORY_SKELETON_ROWS}>
      {(clinic) => <Categories clinic={clinic} />}
    </ClinicRoute>
  );
}
