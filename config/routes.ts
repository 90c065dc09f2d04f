export default [{ path: '/', component: 'index' }];
