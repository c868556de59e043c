import { describe, expect, it } from 'vitest';
import { rewriteChunkImports } from '../../vite-plugins/fresh-chunk-url';

describe('rewriteChunkImports', () => {
  it("sends the build's own chunk imports through the importer, whatever their quotes", () => {
    const code =
      'const a = () => import("./ClinicMenu-!~{00$}~.js");\n' +
      "const b = () => import('../x/Part-Ab_1.js');\n" +
      'const c = () => import(`./Other-Zz.js`);';
    expect(rewriteChunkImports(code)?.toString()).toBe(
      'const a = () => __priyomImportChunk("./ClinicMenu-!~{00$}~.js",import.meta.url);\n' +
        "const b = () => __priyomImportChunk('../x/Part-Ab_1.js',import.meta.url);\n" +
        'const c = () => __priyomImportChunk(`./Other-Zz.js`,import.meta.url);',
    );
  });

  it('leaves imports of packages, variables and templates with a value alone', () => {
    const template = ['import(`./x-', '$', '{name}.js`);'].join('');
    const code = `import("react"); import(url); ${template} import("https://cdn.example/x.js"); loader.import("./Y.js");`;
    expect(rewriteChunkImports(code)).toBeNull();
  });
});
