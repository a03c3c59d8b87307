// React Router (a chunk of its own: vite.config.ts).
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
