export { SwapsModule } from './swaps.module.js';
