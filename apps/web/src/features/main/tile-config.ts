import type { Role } from '@essay/contracts';
import type { IconName } from '../../components/ui/icon.tsx';

export interface TileDefinition {
  key: string;
  /** Locale key of the label. */
  label: string;
  icon: IconName;
  to?: string;
  enabled: boolean;
}

/** Tiles per role (spec §2, /main). Later issues flip `enabled` as their pages land. */
export const TILES: Record<Role, readonly TileDefinition[]> = {
  student: [
    {
      key: 'homework-submit',
      label: 'tiles.homeworkSubmit',
      icon: 'upload',
      to: '/assignment-upload',
      enabled: true,
    },
    { key: 'my-class', label: 'tiles.myClass', icon: 'users', to: '/class', enabled: true },
    {
      key: 'model-essays',
      label: 'tiles.modelEssays',
      icon: 'book',
      to: '/model-essays',
      enabled: true,
    },
    { key: 'profile', label: 'tiles.profile', icon: 'user', to: '/profile', enabled: true },
  ],
  teacher: [
    {
      key: 'upload-and-grade',
      label: 'tiles.uploadAndGrade',
      icon: 'edit',
      to: '/assignment',
      enabled: true,
    },
    {
      key: 'class-management',
      label: 'tiles.classManagement',
      icon: 'users',
      to: '/class-manage',
      enabled: true,
    },
    {
      key: 'model-essays',
      label: 'tiles.modelEssays',
      icon: 'book',
      to: '/model-essay-setting',
      enabled: true,
    },
    { key: 'point-plan', label: 'tiles.pointPlan', icon: 'gem', to: '/point', enabled: true },
    { key: 'profile', label: 'tiles.profile', icon: 'user', to: '/profile', enabled: true },
  ],
  admin: [
    {
      key: 'admin-report',
      label: 'tiles.adminReport',
      icon: 'chart',
      to: '/admin-report',
      enabled: true,
    },
    {
      key: 'class-management',
      label: 'tiles.classManagement',
      icon: 'users',
      to: '/class-manage',
      enabled: true,
    },
    {
      key: 'point-management',
      label: 'tiles.pointManagement',
      icon: 'gem',
      to: '/point-manage',
      enabled: true,
    },
    { key: 'profile', label: 'tiles.profile', icon: 'user', to: '/profile', enabled: true },
    {
      key: 'customer-service',
      label: 'tiles.customerService',
      icon: 'phone',
      to: '/customer-service',
      enabled: true,
    },
  ],
};
