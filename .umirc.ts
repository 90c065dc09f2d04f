import { defineConfig } from '@umijs/max';
import routes from './config/routes';

export default defineConfig({
  routes,
  npmClient: 'npm',
});
