import type { Role } from '@essay/contracts';

export interface TileDefinition {
  key: string;
  /** Locale key of the label. */
  label: string;
  icon: string;
  to?: string;
  enabled: boolean;
}

/** Tiles per role (spec §2, /main). Later issues flip `enabled` as their pages land. */
export const TILES: Record<Role, readonly TileDefinition[]> = {
  student: [
    { key: 'homework-submit', label: 'tiles.homeworkSubmit', icon: '📤', to: '/assignment-upload', enabled: false },
    { key: 'my-class', label: 'tiles.myClass', icon: '🏫', to: '/class', enabled: false },
    { key: 'model-essays', label: 'tiles.modelEssays', icon: '📚', to: '/model-essays', enabled: false },
    { key: 'profile', label: 'tiles.profile', icon: '👤', to: '/profile', enabled: true },
  ],
  teacher: [
    { key: 'upload-and-grade', label: 'tiles.uploadAndGrade', icon: '📝', to: '/assignment', enabled: true },
    { key: 'class-management', label: 'tiles.classManagement', icon: '🏫', to: '/class-manage', enabled: false },
    { key: 'model-essays', label: 'tiles.modelEssays', icon: '📚', to: '/model-essay-setting', enabled: true },
    { key: 'point-plan', label: 'tiles.pointPlan', icon: '💎', to: '/point', enabled: true },
    { key: 'profile', label: 'tiles.profile', icon: '👤', to: '/profile', enabled: true },
  ],
  admin: [
    { key: 'admin-report', label: 'tiles.adminReport', icon: '📈', to: '/admin-report', enabled: false },
    { key: 'class-management', label: 'tiles.classManagement', icon: '🏫', to: '/class-manage', enabled: false },
    { key: 'point-management', label: 'tiles.pointManagement', icon: '💎', to: '/point-manage', enabled: false },
    { key: 'profile', label: 'tiles.profile', icon: '👤', to: '/profile', enabled: false },
    { key: 'customer-service', label: 'tiles.customerService', icon: '☎', enabled: false },
  ],
};
