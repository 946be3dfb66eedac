/**
 * Who may change a task: the one rule lives in `shared/tasks/task-permissions.ts`, so that the web hides the task
 * actions a role cannot take by the same rule the API enforces.
 */
export {
  fieldsOf,
  mayChangeTask,
  type TaskActor,
  type TaskChange,
  type TaskOwnership,
  taskChangeRefusal,
} from '@shared/tasks/task-permissions';
