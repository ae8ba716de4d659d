import { Button, Callout } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { AreasDocument } from '../../graphql/generated/member';
import { areaPickerMachine, type AreaIds, type AreaLists, type AreaOption } from '../../machines/area-picker';
import { Cascader } from '../cascader/Cascader';
import { present } from '../present';
import type { CascaderNode } from '../cascader/cascader';

export interface AreaPickerProps extends AreaIds {
  /** Every choice reports the three ids (null below the level chosen). */
  onChange: (ids: AreaIds) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * The area picker (spec section 4): province, city and district in the shared cascader,
 * each level loaded from sonArea/{id} (parent 0 for provinces) by the area-picker machine.
 */
export function AreaPicker({ provinceId, cityId, districtId, onChange, disabled, ...rest }: AreaPickerProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const machine = useMemo(() => {
    const children = async (parentId: number): Promise<AreaOption[]> => {
      // The graph's area ids are strings; the picker's are numbers (the provinces: no parent).
      const { data } = await client.query({ query: AreasDocument, variables: { parentId: parentId ? String(parentId) : null } });
      return present(data?.areas).map((a) => ({ id: Number(a.id), area_name: a.name }));
    };
    return areaPickerMachine.provide({
      actors: {
        loadLists: fromPromise<AreaLists, AreaIds>(async ({ input }) => {
          const [provinces, cities, districts] = await Promise.all([
            children(0),
            input.provinceId ? children(input.provinceId) : Promise.resolve([]),
            input.cityId ? children(input.cityId) : Promise.resolve([]),
          ]);
          return { provinces, cities, districts };
        }),
        loadCities: fromPromise<AreaOption[], { parentId: number }>(({ input }) => children(input.parentId)),
        loadDistricts: fromPromise<AreaOption[], { parentId: number }>(({ input }) => children(input.parentId)),
      },
      actions: {
        report: ({ context }) => onChange({ provinceId: context.provinceId, cityId: context.cityId, districtId: context.districtId }),
      },
    });
    // The machine is made once per picker; onChange is read through the latest props below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  const [snapshot, send] = useMachine(machine, { input: { provinceId, cityId, districtId } });
  const ctx = snapshot.context;

  const options: CascaderNode<number>[] = ctx.provinces.map((p) => ({
    value: p.id,
    label: p.area_name,
    children:
      p.id === ctx.provinceId && ctx.cities.length > 0
        ? ctx.cities.map((c) => ({
            value: c.id,
            label: c.area_name,
            children: c.id === ctx.cityId && ctx.districts.length > 0 ? ctx.districts.map((d) => ({ value: d.id, label: d.area_name, isLeaf: true })) : undefined,
          }))
        : undefined,
  }));
  const value = [ctx.provinceId, ctx.cityId, ctx.districtId].filter((id): id is number => id !== null);

  if (snapshot.matches('failed')) {
    return (
      <Callout intent="warning" compact>
        {t('member.areaLoadFailed')} <Button size="small" variant="minimal" intent="primary" text={t('member.retry')} onClick={() => send({ type: 'area.retry' })} />
      </Callout>
    );
  }

  return (
    <Cascader<number>
      options={options}
      value={value}
      changeOnSelect
      loading={snapshot.matches('loading') || snapshot.matches({ ready: 'loadingCities' }) || snapshot.matches({ ready: 'loadingDistricts' })}
      disabled={disabled}
      placeholder={t('member.areaPlaceholder')}
      label={t('member.workPlace')}
      data-testid={rest['data-testid']}
      onChange={(path) => {
        const level = path.length;
        const id = path[level - 1]!;
        if (level === 1) send({ type: 'province.choose', id });
        else if (level === 2) send({ type: 'city.choose', id });
        else send({ type: 'district.choose', id });
      }}
    />
  );
}
