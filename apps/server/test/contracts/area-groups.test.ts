import type { AreaGroup, TimeSlotsResponse } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (
  email: string,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: await t.as(email), ...(payload ? { payload } : {}) });

describe('area groups (embedded site-survey service)', () => {
  it('lists the seeded groups with their slots', async () => {
    const res = await call(CLOSER, 'GET', '/api/AreaGroups');
    const groups = res.json<AreaGroup[]>();
    expect(groups.map((g) => g.name)).toEqual([
      'Carolinas',
      'Florida',
      'National',
      'Phoenix',
      'Texas',
    ]);
    expect(groups.find((g) => g.name === 'Phoenix')!.timeSlots).toEqual([
      { startTime: '08:00', capacity: 2 },
      { startTime: '10:00', capacity: 2 },
      { startTime: '13:00', capacity: 1 },
      { startTime: '15:00', capacity: 0 },
    ]);
  });

  it('lets an admin create, change and delete one; a closer may not', async () => {
    const body = {
      name: 'Denver',
      states: ['CO'],
      timeSlots: [{ startTime: '09:30', capacity: 3 }],
    };
    expect((await call(CLOSER, 'PUT', '/api/AreaGroups', body)).statusCode).toBe(403);
    const created = await call(ADMIN, 'PUT', '/api/AreaGroups', body);
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json<AreaGroup>();
    expect(group).toMatchObject(body);
    const slots = await call(
      CLOSER,
      'GET',
      `/api/AreaGroups/GetAvailableTimeSlots?areaId=${group.id}&siteSurveyDate=2099-02-01`,
    );
    expect(slots.json<TimeSlotsResponse>()).toEqual({
      areaGroupId: group.id,
      areaGroupName: 'Denver',
      timeSlots: [{ startTime: '09:30', availability: 3 }],
    });
    const dup = await call(ADMIN, 'PUT', '/api/AreaGroups', { ...body });
    expect(dup.statusCode).toBe(409);
    const bad = await call(ADMIN, 'PUT', '/api/AreaGroups', {
      ...body,
      name: 'Bad',
      timeSlots: [{ startTime: '25:00', capacity: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
      path: 'body.timeSlots.0.startTime',
      message: 'Enter the start time as HH:MM, for example 09:00.',
    });
    expect(
      (await call(ADMIN, 'GET', '/api/AreaGroups')).json<AreaGroup[]>().map((g) => g.name),
    ).not.toContain('Bad');
    const changed = await call(ADMIN, 'PUT', '/api/AreaGroups', {
      id: group.id,
      name: 'Denver Metro',
      states: ['CO', 'WY'],
      timeSlots: [],
    });
    expect(changed.json<AreaGroup>()).toMatchObject({ name: 'Denver Metro', timeSlots: [] });
    expect((await call(CLOSER, 'DELETE', `/api/AreaGroups/${group.id}`)).statusCode).toBe(403);
    expect((await call(ADMIN, 'DELETE', `/api/AreaGroups/${group.id}`)).statusCode).toBe(204);
    expect((await call(ADMIN, 'DELETE', `/api/AreaGroups/${group.id}`)).statusCode).toBe(404);
  });
});
