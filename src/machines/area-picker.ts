import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** One area of the lookup (sonArea): a province, city or district. */
export interface AreaOption {
  id: number;
  area_name: string;
}

export interface AreaIds {
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
}

export interface AreaPickerContext extends AreaIds {
  provinces: AreaOption[];
  cities: AreaOption[];
  districts: AreaOption[];
  error: string | null;
}

/** What the first load answers: the provinces, and the cities and districts of the chosen ids. */
export interface AreaLists {
  provinces: AreaOption[];
  cities: AreaOption[];
  districts: AreaOption[];
}

export type AreaPickerEvent =
  | { type: 'province.choose'; id: number }
  | { type: 'city.choose'; id: number }
  | { type: 'district.choose'; id: number }
  | { type: 'area.retry' };

/**
 * The area picker (spec section 4): provinces load first (parent 0); choosing a province
 * loads its cities and clears city and district; choosing a city loads its districts and
 * clears the district; choosing a district completes the work place. Every choice reports
 * the three ids (the `report` action). A failed load keeps the choice and offers a retry.
 */
export const areaPickerMachine = setup({
  types: {
    context: {} as AreaPickerContext,
    events: {} as AreaPickerEvent,
    input: {} as AreaIds,
  },
  actors: {
    /** The provinces and the lists below the initial ids. */
    loadLists: providedByTheApp<AreaLists, AreaIds>('loadLists'),
    /** The cities of a province. */
    loadCities: providedByTheApp<AreaOption[], { parentId: number }>('loadCities'),
    /** The districts of a city. */
    loadDistricts: providedByTheApp<AreaOption[], { parentId: number }>('loadDistricts'),
  },
  actions: {
    report: () => {},
    takeProvince: assign(({ event }) => {
      assertEvent(event, 'province.choose');
      return { provinceId: event.id, cityId: null, districtId: null, cities: [], districts: [], error: null };
    }),
    takeCity: assign(({ event }) => {
      assertEvent(event, 'city.choose');
      return { cityId: event.id, districtId: null, districts: [], error: null };
    }),
    takeDistrict: assign(({ event }) => {
      assertEvent(event, 'district.choose');
      return { districtId: event.id };
    }),
    takeLists: assign((_, lists: AreaLists) => ({ ...lists })),
    takeCities: assign({ cities: (_, cities: AreaOption[]) => cities }),
    takeDistricts: assign({ districts: (_, districts: AreaOption[]) => districts }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
}).createMachine({
  id: 'areaPicker',
  context: ({ input }) => ({ ...input, provinces: [], cities: [], districts: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        input: ({ context }) => ({ provinceId: context.provinceId, cityId: context.cityId, districtId: context.districtId }),
        onDone: { target: 'ready', actions: { type: 'takeLists', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'area.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      initial: 'idle',
      on: {
        'province.choose': { target: '.loadingCities', reenter: true, actions: ['takeProvince', 'report'] },
        'city.choose': { target: '.loadingDistricts', reenter: true, actions: ['takeCity', 'report'] },
        'district.choose': { target: '.idle', actions: ['takeDistrict', 'report'] },
      },
      states: {
        idle: {},
        loadingCities: {
          invoke: {
            id: 'loadCities',
            src: 'loadCities',
            input: ({ context }) => ({ parentId: context.provinceId! }),
            onDone: { target: 'idle', actions: { type: 'takeCities', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loadingDistricts: {
          invoke: {
            id: 'loadDistricts',
            src: 'loadDistricts',
            input: ({ context }) => ({ parentId: context.cityId! }),
            onDone: { target: 'idle', actions: { type: 'takeDistricts', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type AreaPickerMachine = typeof areaPickerMachine;
