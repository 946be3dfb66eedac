import { updateCompetenciesRequestSchema } from '../../schemas/competencies';
import { employeeDetailSchema, employeeListQuerySchema, employeePageSchema } from '../../schemas/employee';
import { createEmployeeRequestSchema, updateEmployeeRequestSchema } from '../../schemas/employee-requests';
import { idParamsSchema } from '../../schemas/id-params';
import { createNoteRequestSchema, employeeNoteSchema } from '../../schemas/note';
import { defineRoute } from '../route-contract';

/** A page of the workspace's employees (current competencies, no notes) in the order added, with the team's counts. */
export const listEmployees = /* @__PURE__ */ defineRoute({
  id: 'listEmployees',
  method: 'GET',
  path: '/api/employees',
  auth: 'session',
  handler: 'employees/list-employees',
  query: employeeListQuerySchema,
  response: employeePageSchema,
});

/** 409 when another employee of the workspace has the same email or employee ID. */
export const createEmployee = /* @__PURE__ */ defineRoute({
  id: 'createEmployee',
  method: 'POST',
  path: '/api/employees',
  auth: 'session',
  handler: 'employees/create-employee',
  body: createEmployeeRequestSchema,
  response: employeeDetailSchema,
  status: 201,
});

/** The employee with competencies, skills, certifications and notes (newest first). */
export const getEmployee = /* @__PURE__ */ defineRoute({
  id: 'getEmployee',
  method: 'GET',
  path: '/api/employees/{id}',
  auth: 'session',
  handler: 'employees/get-employee',
  params: idParamsSchema,
  response: employeeDetailSchema,
});

/** 409 when the new email or employee ID belongs to another employee of the workspace. */
export const updateEmployee = /* @__PURE__ */ defineRoute({
  id: 'updateEmployee',
  method: 'PATCH',
  path: '/api/employees/{id}',
  auth: 'session',
  handler: 'employees/update-employee',
  params: idParamsSchema,
  body: updateEmployeeRequestSchema,
  response: employeeDetailSchema,
});

/** Deletes the employee with their notes, insight and competency history; their tasks become unassigned. */
export const deleteEmployee = /* @__PURE__ */ defineRoute({
  id: 'deleteEmployee',
  method: 'DELETE',
  path: '/api/employees/{id}',
  auth: 'session',
  handler: 'employees/delete-employee',
  params: idParamsSchema,
  response: 'empty',
});

/** Replaces the ten scores and the assessment notes, and keeps a dated snapshot for trends. */
export const updateCompetencies = /* @__PURE__ */ defineRoute({
  id: 'updateCompetencies',
  method: 'PUT',
  path: '/api/employees/{id}/competencies',
  auth: 'session',
  handler: 'employees/update-competencies',
  params: idParamsSchema,
  body: updateCompetenciesRequestSchema,
  response: employeeDetailSchema,
});

export const createEmployeeNote = /* @__PURE__ */ defineRoute({
  id: 'createEmployeeNote',
  method: 'POST',
  path: '/api/employees/{id}/notes',
  auth: 'session',
  handler: 'employees/create-employee-note',
  params: idParamsSchema,
  body: createNoteRequestSchema,
  response: employeeNoteSchema,
  status: 201,
});
