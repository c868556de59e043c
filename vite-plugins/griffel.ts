/**
 * Build-time Griffel for our own styles (no runtime cost). griffelAot turns each makeStyles() of src/ into
 * __styles() with precomputed class names and CSS (src/ imports makeStyles from @griffel/react, not from
 * @fluentui/react-components, so that wyw-in-js finds Griffel's tag processor through @griffel/react's
 * package.json; biome.json forbids the other import), then griffelExtract turns those into __css()
 * (class names only) and puts the CSS in one <style> of index.html. Build only: `vite` (dev) and vitest
 * keep the run-time makeStyles(), which gives the same classes.
 */
import type * as Babel from '@babel/core';
import { transformSync } from '@babel/core';
import {
  type CSSBucketEntry,
  type CSSRulesByBucket,
  defaultCompareMediaQueries,
  normalizeCSSBucketEntry,
  type StyleBucketName,
  styleBucketOrdering,
} from '@griffel/core';
import griffel from '@griffel/vite-plugin';
import type { Plugin } from 'vite';

/** The module Fluent's style modules outside the entry import Griffel through (fluentEarlyStyles). */
const EARLY_STYLES = new URL('../src/app/theme/early-styles.ts', import.meta.url).pathname;

/** Our modules: the ones the two Griffel steps below look at (the early-styles module only wraps Griffel's calls). */
const ownModule = (id: string) =>
  !id.includes('/node_modules/') && /\/src\/.*\.tsx?$/.test(id) && id !== EARLY_STYLES;

/**
 * What wyw-in-js evaluates in place of two modules when it works out a makeStyles() module's values. It
 * evaluates a module's imports in a sandbox, and the real ones cost most of the build's time:
 * - Fluent's icon package (reached through Button's style module, for the icon class names a style names)
 *   re-exports thousands of icons, all of which wyw-in-js reads and shakes; its class-name constants are
 *   all that a style can use of it.
 * - A screen's strings module, imported for its side effect, registers its translations through
 *   src/app/i18n/areas.ts, which brings i18next; no style reads a translation.
 * Only the evaluation sees these: the modules themselves are built as they are.
 */
function evaluationStandIn(id: string): string | undefined {
  if (id.endsWith('/@fluentui/react-icons/lib/index.js'))
    return id.replace(/index\.js$/, 'utils/constants.js');
  if (id.endsWith('/src/app/i18n/areas.ts'))
    return new URL('./style-evaluation-areas.ts', import.meta.url).pathname;
  return undefined;
}

export function griffelAot(): Plugin {
  const wyw = griffel({
    include: [/\/src\/.*\.tsx?$/],
    // For the modules wyw-in-js evaluates to get the style objects' values (src/domain/shell-layout.ts …).
    babelOptions: { presets: ['@babel/preset-typescript'] },
  });
  const transform = wyw.transform as Extract<Plugin['transform'], (...args: never) => unknown>;
  return {
    ...wyw,
    apply: 'build',
    // Only the modules that call makeStyles(): wyw-in-js would otherwise parse and shake every module.
    transform(code, id, options) {
      if (!(ownModule(id) && /\bmake(Reset)?Styles\(/.test(code))) return undefined;
      // wyw-in-js resolves the modules it evaluates through this.resolve, and nothing else of the context.
      const context = this;
      const resolving = Object.create(context) as typeof context;
      resolving.resolve = async (source, importer, resolveOptions) => {
        const resolved = await context.resolve(source, importer, resolveOptions);
        const standIn = resolved && evaluationStandIn(resolved.id);
        return standIn ? { ...resolved, id: standIn } : resolved;
      };
      return transform.call(resolving, code, id, options);
    },
  };
}

/**
 * Fluent's own style modules of what the entry renders at once, on every screen: the provider, Button
 * (the header's, the footer's, the start page's rows') and the icons. Fluent ships them as __styles()
 * and __resetStyles() with their CSS inside, which Griffel inserts at run time, rule by rule, during the
 * first commit; extracted like ours, their CSS leaves the entry's JavaScript and their insertion leaves
 * the first commit. Only these: the CSS of every Fluent component would put the dialogs' and the date
 * pickers' rules into every page. scripts/check-size-budget.mjs fails when the entry carries CSS rules
 * again (a Fluent component new to the entry joins this list).
 */
const FLUENT_ENTRY_STYLES = [
  '/@fluentui/react-provider/lib/components/FluentProvider/useFluentProviderStyles.styles.js',
  '/@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js',
  '/@fluentui/react-icons/lib/utils/useIconStyles.styles.js',
  '/@fluentui/react-icons/lib/utils/createFluentIcon.styles.js',
];
const fluentEntryModule = (id: string) => FLUENT_ENTRY_STYLES.some((path) => id.endsWith(path));

/**
 * Fluent's style modules outside the entry import Griffel through src/app/theme/early-styles.ts, which
 * reports their rules as they load, so the first screen's go in during its first render rather than
 * rule by rule in its first commit (src/app/theme/waiting-styles.ts). The entry's own (above) are
 * extracted instead, and the entry stays without Griffel's run-time insertion.
 */
export function fluentEarlyStyles(): Plugin {
  return {
    name: 'fluent-early-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@griffel/react' || !importer) return null;
      if (!/\/node_modules\/@fluentui\/.+\.styles\.js$/.test(importer) || fluentEntryModule(importer))
        return null;
      return EARLY_STYLES;
    },
  };
}

type RulesByBucket = Record<string, CSSBucketEntry[]>;
/** A stylesheet of one (bucket, media query, priority), as Griffel's renderer keeps them. */
interface Sheet {
  bucket: string;
  media: string;
  priority: number;
  rules: Set<string>;
}

/** The rules of `modules` as sheets in the order createDOMRenderer keeps its <style> elements. */
function sheetsOf(modules: Map<string, RulesByBucket>): Sheet[] {
  const sheets = new Map<string, Sheet>();
  for (const id of [...modules.keys()].sort()) {
    for (const [bucket, entries] of Object.entries(modules.get(id) ?? {})) {
      for (const entry of entries) {
        const [rule, meta] = normalizeCSSBucketEntry(entry);
        const media = typeof meta?.m === 'string' ? meta.m : '';
        const priority = typeof meta?.p === 'number' ? meta.p : 0;
        const key = `${bucket} ${media} ${priority}`;
        const sheet = sheets.get(key) ?? { bucket, media, priority, rules: new Set<string>() };
        sheets.set(key, sheet);
        sheet.rules.add(rule);
      }
    }
  }
  const order = (bucket: string) => styleBucketOrdering.indexOf(bucket as StyleBucketName);
  return [...sheets.values()].sort(
    (a, b) =>
      order(a.bucket) - order(b.bucket) ||
      defaultCompareMediaQueries(a.media, b.media) ||
      a.priority - b.priority,
  );
}

const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * After griffelAot: __styles(classes, cssRules) → __css(classes) in our modules (no insertion at run
 * time), and all their rules into one stylesheet, ordered the way Griffel's renderer orders its <style>
 * elements (bucket, then media query, then priority). It goes inline into index.html's <head>, after the
 * app's own styles (so, like those, it costs no request before the first paint: paintFirst), marked so
 * that Griffel inserts Fluent's run-time <style> elements before it:
 * where a class of ours and one of Fluent's meet on an element (mergeClasses keeps ours for the same
 * property) our plain rules still come after Fluent's plain ones. One difference from run time: Fluent's
 * @media/@supports rules (the forced-colors ones) now come before our plain rules instead of after.
 * Only __styles() (makeStyles) is extracted from ours; a makeResetStyles() would stay inserted at run time.
 *
 * The entry's Fluent modules (above) lose their __styles() and __resetStyles() rules the same way, into
 * one <style> per bucket, media query and priority, marked as Griffel marks its own: the renderer finds
 * them by those marks and puts each of its run-time <style> elements in order among them, so a reset
 * rule of Fluent's still comes before every atomic rule, as at run time.
 */
export function griffelExtract(): Plugin {
  const rulesByModule = new Map<string, RulesByBucket>();
  const fluentRulesByModule = new Map<string, RulesByBucket>();
  let css = '';
  let fluentSheets: Sheet[] = [];
  const toCss = (babel: typeof Babel, rules: RulesByBucket, resets: boolean): Babel.PluginObj => {
    const t = babel.types;
    const take = (value: unknown) => {
      // A reset's rules may come as a plain list: they are the reset bucket's.
      const byBucket = (Array.isArray(value) ? { r: value } : value) as CSSRulesByBucket;
      for (const [bucket, entries] of Object.entries(byBucket)) {
        rules[bucket] = [...(rules[bucket] ?? []), ...(entries as CSSBucketEntry[])];
      }
    };
    // __styles(classes, rules) → __css(classes); __resetStyles(ltr, rtl, rules) → __resetCSS(ltr, rtl).
    const calls: Record<string, { to: string; rulesAt: number }> = {
      __styles: { to: '__css', rulesAt: 1 },
      ...(resets ? { __resetStyles: { to: '__resetCSS', rulesAt: 2 } } : {}),
    };
    return {
      visitor: {
        ImportSpecifier(path) {
          const imported = path.node.imported;
          const call = t.isIdentifier(imported) ? calls[imported.name] : undefined;
          if (!call) return;
          const declaration = path.parentPath as Babel.NodePath<Babel.types.ImportDeclaration>;
          const replacement = path.scope.generateUidIdentifier(call.to.slice(2));
          declaration.node.specifiers.push(t.importSpecifier(replacement, t.identifier(call.to)));
          for (const reference of path.scope.getBinding(path.node.local.name)?.referencePaths ?? []) {
            const site = reference.parentPath;
            if (!site?.isCallExpression() || site.node.arguments.length !== call.rulesAt + 1) continue;
            const evaluated = (site.get('arguments')[call.rulesAt] as Babel.NodePath).evaluate();
            if (!evaluated.confident) throw site.buildCodeFrameError('griffelExtract: CSS rules not static');
            take(evaluated.value);
            site.node.arguments.pop();
            site.node.callee = t.identifier(replacement.name);
          }
        },
      },
    };
  };
  return {
    name: 'griffel-extract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const fluent = fluentEntryModule(id);
      if (!(fluent || ownModule(id)) || !code.includes('__styles')) return undefined;
      const rules: RulesByBucket = {};
      const result = transformSync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [(babel: typeof Babel) => toCss(babel, rules, fluent)],
      });
      (fluent ? fluentRulesByModule : rulesByModule).set(id, rules);
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
    buildEnd() {
      // "m" rules carry their own @media.
      css = sheetsOf(rulesByModule)
        .map((sheet) => [...sheet.rules].join(''))
        .join('');
      fluentSheets = sheetsOf(fluentRulesByModule);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const fluent = fluentSheets
          .map(
            ({ bucket, media, priority, rules }) =>
              `<style data-make-styles-bucket="${bucket}" data-priority="${priority}"` +
              `${media ? ` media="${attribute(media)}"` : ''}>${styleText([...rules].join(''))}</style>`,
          )
          .join('');
        // Griffel's renderer takes an element with this attribute for one of its <style> buckets and inserts
        // each of its own before the one of a later bucket: "x" is the last, so Fluent's run-time <style>
        // elements all go before this one (getStyleSheetForBucket.js in @griffel/core).
        const ours = css ? `<style data-make-styles-bucket="x">${styleText(css)}</style>` : '';
        return fluent || ours ? html.replace('</head>', `  ${fluent}${ours}\n  </head>`) : html;
      },
    },
  };
}
