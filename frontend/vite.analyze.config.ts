import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import base from './vite.config.ts';
import { minifySync } from 'rolldown/utils';
const mz = (code: string) => { try { return gzipSync(minifySync('m.js', code, { module: true, compress: false, mangle: { toplevel: false } } as any).code, { level: 9 }).length; } catch { return -gzipSync(code, { level: 9 }).length; } };
export default {
  ...base,
  plugins: [
    ...(base.plugins ?? []),
    {
      name: 'analyze',
      generateBundle(this: any, _: unknown, bundle: Record<string, any>) {
        const out: Record<string, any> = {};
        for (const [f, c] of Object.entries(bundle)) {
          if (c.type !== 'chunk') continue;
          out[f] = {
            imports: c.imports, dyn: c.dynamicImports, gz: gzipSync(c.code, { level: 9 }).length,
            modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]: [string, any]) => [id, m.code ? mz(m.code) : 0])),
          };
        }
        const imp: Record<string, string[]> = {};
        for (const id of this.getModuleIds()) imp[id] = [...(this.getModuleInfo(id)?.importers ?? [])];
        writeFileSync('/tmp/importers.json', JSON.stringify(imp));
        writeFileSync('/tmp/analysis.json', JSON.stringify(out, null, 1));
      },
    },
  ],
};
