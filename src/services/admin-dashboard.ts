/** The console's Dashboard endpoint (config/contract/admin-dashboard.ts): reads only. */
import type { AdminDashboard } from '../../config/contract/admin-dashboard';
import { api } from './client';

export type { AdminDashboard, AdminDashboardToday, DashboardSeriesKey } from '../../config/contract/admin-dashboard';

export const fetchDashboard = () => api<AdminDashboard>('/api/v1/admin/dashboard');
