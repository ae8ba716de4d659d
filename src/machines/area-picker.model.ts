import type { AreaLists, AreaOption } from './area-picker';
import { areaPickerMachine } from './area-picker';
import { machineModel } from './testing/model';

export const provinces: AreaOption[] = [{ id: 11, area_name: '北京市' }, { id: 44, area_name: '广东省' }];
export const guangdongCities: AreaOption[] = [{ id: 4401, area_name: '广州市' }, { id: 4403, area_name: '深圳市' }];
export const shenzhenDistricts: AreaOption[] = [{ id: 440304, area_name: '福田区' }, { id: 440305, area_name: '南山区' }];
export const lists: AreaLists = { provinces, cities: [], districts: [] };

export const areaPickerModel = machineModel(areaPickerMachine, {
  inputs: [{ provinceId: null, cityId: null, districtId: null }],
  events: [
    { type: 'province.choose', id: 44 },
    { type: 'city.choose', id: 4403 },
    { type: 'district.choose', id: 440305 },
    { type: 'area.retry' },
    { type: 'xstate.done.actor.loadLists', output: lists },
    { type: 'xstate.error.actor.loadLists', error: new Error('network') },
    { type: 'xstate.done.actor.loadCities', output: guangdongCities },
    { type: 'xstate.error.actor.loadCities', error: new Error('network') },
    { type: 'xstate.done.actor.loadDistricts', output: shenzhenDistricts },
    { type: 'xstate.error.actor.loadDistricts', error: new Error('network') },
  ],
});
