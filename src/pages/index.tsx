/** The home page lives in ./home (config/routes.ts); kept as an alias. */
export { default } from './home';
