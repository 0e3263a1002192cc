import base from './vite.config.ts';
export default {
  ...base,
  build: { ...base.build, chunkSizeWarningLimit: 2000, rolldownOptions: { treeshake: { moduleSideEffects: [
    { test: /[\\/]libs[\\/]shared[\\/]src[\\/]/, sideEffects: false },
    { test: /node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false },
  ] }, output: { codeSplitting: { groups: [
    { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 3 },
    { name: 'app', tags: ['$initial'], priority: 2 },
    { name: 'home', test: /src[\\/]features[\\/]home[\\/](HomeSections|WhyChoose|Hero)\./, priority: 1 },
  ] } } } },
};
