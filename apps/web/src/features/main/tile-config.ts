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

const CLASS_MANAGEMENT: TileDefinition = {
  key: 'class-management',
  label: 'tiles.classManagement',
  icon: 'users',
  to: '/class-manage',
  enabled: true,
};
const UPLOAD_AND_GRADE: TileDefinition = {
  key: 'upload-and-grade',
  label: 'tiles.uploadAndGrade',
  icon: 'edit',
  to: '/assignment',
  enabled: true,
};
const PROFILE: TileDefinition = {
  key: 'profile',
  label: 'tiles.profile',
  icon: 'user',
  to: '/profile',
  enabled: true,
};

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
    // Issue 44: the student's term of writing and 錯字本.
    { key: 'term', label: 'tiles.term', icon: 'chart', to: '/term', enabled: true },
    PROFILE,
  ],
  teacher: [
    UPLOAD_AND_GRADE,
    CLASS_MANAGEMENT,
    {
      key: 'model-essays',
      label: 'tiles.modelEssays',
      icon: 'book',
      to: '/model-essay-setting',
      enabled: true,
    },
    { key: 'point-plan', label: 'tiles.pointPlan', icon: 'gem', to: '/point', enabled: true },
    PROFILE,
  ],
  admin: [
    {
      key: 'admin-report',
      label: 'tiles.adminReport',
      icon: 'chart',
      to: '/admin-report',
      enabled: true,
    },
    CLASS_MANAGEMENT,
    // Issue 27: the school's members, and the admin's own teaching (the creator may teach).
    { key: 'members', label: 'tiles.members', icon: 'users', to: '/school-members', enabled: true },
    UPLOAD_AND_GRADE,
    {
      key: 'point-management',
      label: 'tiles.pointManagement',
      icon: 'gem',
      to: '/point-manage',
      enabled: true,
    },
    PROFILE,
    {
      key: 'customer-service',
      label: 'tiles.customerService',
      icon: 'phone',
      to: '/customer-service',
      enabled: true,
    },
  ],
};
