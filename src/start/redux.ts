// Redux Toolkit and React Redux (one chunk of their own: vite.config.ts). RTK Query is not
// among them: it loads with the API, after the first screens (store/apiHost.ts).
export { configureStore } from '@reduxjs/toolkit';
export { Provider } from 'react-redux';
