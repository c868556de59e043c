/**
 * Service categories: an 'all services' entry first, then each category with its
 * pluralised service count and an info button with its description; 18 skeleton rows; two columns above
 * 657 px. With no online-recording categories (the clinic's count, or an empty answer) it skips to all
 * services, or to the doctors.
 */
import { useTranslation } from '../../i18n';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { Clinic } from '../../../api/clinics';
import { CATEGORY_SKELETON_ROWS } from '../../../domain/browsing-lists';
import { categoriesSkipTarget } from '../../../domain/browsing-sections';
import { ALL_CATEGORIES } from '../../../domain/route-params';
import { pathFor } from '../../../domain/routes';
import { useServiceCategories } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import type { ScreenProps } from '../../routes/screen-props';
import { ChevronIcon } from '../../shell/icons';
import { DataAge } from '../../common/load-state/DataAge';
import { ListSkeleton } from '../../common/load-state/ListSkeleton';
import { LoadFailed } from '../../common/load-state/LoadFailed';
import { ClinicRoute } from './ClinicRoute';
import { InfoTip } from '../../common/InfoTip';
import { useListStyles } from '../../common/list-styles';
import './strings';

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
        view.lastError !== null ? (
          <LoadFailed
            error={view.lastError}
            refresh={again}
            subject="categories"
            testId="refresh-categories"
          />
        ) : (
          <ListSkeleton rows={CATEGORY_SKELETON_ROWS} />
        )
      ) : (
        <>
          <ul className={`${styles.list} ${styles.twoColumns}`} data-testid="category-list">
            <li className={styles.row}>
              <RouterLink
                className={styles.link}
                to={pathFor('services', { clinicId, categoryId: ALL_CATEGORIES })}
                data-testid="category-all"
              >
                <span className={styles.texts}>
                  <span className={styles.title}>{t('browsing.categories.all')}</span>
                  <span className={styles.sub}>
                    {t('browsing.categories.servicesCount', { count: clinic.servicesCount })}
                  </span>
                </span>
                <ChevronIcon aria-hidden />
              </RouterLink>
            </li>
            {categories.map((category) => (
              <li key={category.id} className={styles.row} data-testid="category-row">
                <RouterLink
                  className={styles.link}
                  to={pathFor('services', { clinicId, categoryId: String(category.id) })}
                >
                  <span className={styles.texts}>
                    <span className={styles.title}>{category.title}</span>
                    <span className={styles.sub}>
                      {t('browsing.categories.servicesCount', { count: category.servicesCount })}
                    </span>
                  </span>
                </RouterLink>
                <InfoTip label={t('browsing.info', { title: category.title })}>
                  <strong>{category.title}</strong>
                  <span>{category.description || t('browsing.noDescription')}</span>
                </InfoTip>
              </li>
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
