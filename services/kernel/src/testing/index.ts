export * from './test-database';
export { deciderSpecification } from '../decider/specification';
