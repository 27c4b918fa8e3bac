export * from './kafka-forwarder';
export * from './kafka-consumer';
export * from './wire';
