// Redux Toolkit, RTK Query and React Redux (one chunk of their own: vite.config.ts).
export { configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
