import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { areaPickerMachine, type AreaIds, type AreaLists, type AreaOption } from './area-picker';
import { areaPickerModel, guangdongCities, lists, shenzhenDistricts } from './area-picker.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable lookups and the reported ids recorded. */
function drive(input: AreaIds = { provinceId: null, cityId: null, districtId: null }) {
  const loadLists = controlledPromise<AreaLists, AreaIds>();
  const loadCities = controlledPromise<AreaOption[], { parentId: number }>();
  const loadDistricts = controlledPromise<AreaOption[], { parentId: number }>();
  const reports: [number | null, number | null, number | null][] = [];
  const machine = areaPickerMachine.provide({
    actors: { loadLists: loadLists.logic, loadCities: loadCities.logic, loadDistricts: loadDistricts.logic },
    actions: { report: ({ context }) => reports.push([context.provinceId, context.cityId, context.districtId]) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, loadLists, loadCities, loadDistricts, reports };
}

describeModelPaths('area picker machine: every path of the model', areaPickerModel, drive);

describe('area picker machine: journeys', () => {
  it('Guangdong, Shenzhen, Nanshan: each choice loads the next list, clears the levels below and reports the three ids', async () => {
    const sut = drive({ provinceId: 11, cityId: 1101, districtId: 110105 });
    expect(sut.loadLists.pending[0]?.input).toEqual({ provinceId: 11, cityId: 1101, districtId: 110105 });
    sut.loadLists.resolve({ ...lists, cities: [{ id: 1101, area_name: '市辖区' }], districts: [{ id: 110105, area_name: '朝阳区' }] });
    await expectSameState(sut.actor, { ready: 'idle' });
    sut.actor.send({ type: 'province.choose', id: 44 });
    expect(sut.actor.getSnapshot().context).toMatchObject({ provinceId: 44, cityId: null, districtId: null, cities: [], districts: [] });
    expect(sut.loadCities.pending.at(-1)?.input).toEqual({ parentId: 44 });
    sut.loadCities.resolve(guangdongCities);
    await expectSameState(sut.actor, { ready: 'idle' });
    sut.actor.send({ type: 'city.choose', id: 4403 });
    expect(sut.loadDistricts.pending.at(-1)?.input).toEqual({ parentId: 4403 });
    sut.loadDistricts.resolve(shenzhenDistricts);
    await expectSameState(sut.actor, { ready: 'idle' });
    sut.actor.send({ type: 'district.choose', id: 440305 });
    expect(sut.actor.getSnapshot().context.districts).toEqual(shenzhenDistricts);
    expect(sut.reports).toEqual([
      [44, null, null],
      [44, 4403, null],
      [44, 4403, 440305],
    ]);
  });

  it('a failed first load offers a retry', async () => {
    const sut = drive();
    sut.loadLists.reject(new Error('network'));
    await expectSameState(sut.actor, 'failed');
    expect(sut.actor.getSnapshot().context.error).toBe('network');
    sut.actor.send({ type: 'area.retry' });
    expect(sut.actor.getSnapshot().value).toBe('loading');
  });
});
