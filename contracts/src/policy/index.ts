export * from './image-quota';
export * from './plan-catalogue';
export * from './service-gates';
export * from './payment';
export * from './project-validity';
export * from './plan-users';
