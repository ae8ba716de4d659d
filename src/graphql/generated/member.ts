/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The contact to bind and its code. */
export type BindContactInput = {
  /** The 6-digit code. */
  code: string;
  /** The 11-digit mobile number or mail address the code was sent to. */
  target: string;
};

/** The current and the new password. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** The new password: 8 to 16 characters, two of digits, letters and symbols. */
  password: string;
  /** The new password again. */
  passwordConfirmation: string;
};

/** Which channel a contact is. */
export type ContactChannel =
  /** A mail address. */
  | 'MAIL'
  /** A mobile number. */
  | 'MOBILE';

/** Whether an employee is still on probation. */
export type EmployeeStatus =
  /** An official employee. */
  | 'OFFICIAL'
  /** On probation. */
  | 'PROBATION';

/** The kind of employment. */
export type EmployeeType =
  /** Labour dispatch. */
  | 'DISPATCHED'
  /** Full-time. */
  | 'FULL_TIME'
  /** Intern. */
  | 'INTERN'
  /** None given. */
  | 'NONE'
  /** Part-time. */
  | 'PART_TIME'
  /** A re-employed retiree. */
  | 'REEMPLOYED_RETIREE';

/** A user's gender. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE'
  /** Not disclosed. */
  | 'UNDISCLOSED';

/** The role of a user in the portal. */
export type Role =
  /** An examiner: reviews exams and defences. */
  | 'EXAMINER'
  /** An employee who learns (the default role). */
  | 'LEARNER'
  /** A lecturer: teaches courses and answers their questions. */
  | 'LECTURER';

/** Where to send a binding code. */
export type SendBindingCodeInput = {
  /** An 11-digit mobile number or a mail address. */
  target: string;
};

/** The profile fields to change; each left out stays as it is. */
export type UpdateProfileInput = {
  /** The birth date, YYYY-MM-DD. */
  birthDate?: string | null | undefined;
  /** The work place's city code. */
  cityId?: string | null | undefined;
  /** The work place's district code. */
  districtId?: string | null | undefined;
  /** The gender. */
  gender?: Gender | null | undefined;
  /** The half-body photo: a file path the image upload answered, or empty for none. */
  halfPhoto?: string | null | undefined;
  /** A mainland resident ID number (checked), or empty. */
  idNumber?: string | null | undefined;
  /** The nation, one of `nations`' values (at most 32 characters). */
  nation?: string | null | undefined;
  /** The passport number: letters and digits, at most 20. */
  passport?: string | null | undefined;
  /** The avatar: a file path the image upload answered (under /files/), or empty for the default. */
  photo?: string | null | undefined;
  /** The political status code, 1 to 4. */
  politics?: number | null | undefined;
  /** The work place's province code (the three codes go together). */
  provinceId?: string | null | undefined;
};

export type MemberProfileFieldsFragment = { id: string, account: string, name: string, photo: string, role: Role, isAdmin: boolean, positionName: string | null, mobile: string | null, mail: string | null, gender: Gender | null, nation: string | null, politics: number | null, birthDate: string | null, workNumber: string | null, entryDate: string | null, employeeStatus: EmployeeStatus | null, employeeType: EmployeeType | null, positionLevel: number | null, idNumber: string | null, passport: string | null, halfPhoto: string | null, supervisor: string | null, editableProfileFields: Array<string> | null, department: { name: string } | null, workPlace: { provinceId: string | null, cityId: string | null, districtId: string | null, name: string } | null };

export type MemberProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberProfileQuery = { viewer: { id: string, account: string, name: string, photo: string, role: Role, isAdmin: boolean, positionName: string | null, mobile: string | null, mail: string | null, gender: Gender | null, nation: string | null, politics: number | null, birthDate: string | null, workNumber: string | null, entryDate: string | null, employeeStatus: EmployeeStatus | null, employeeType: EmployeeType | null, positionLevel: number | null, idNumber: string | null, passport: string | null, halfPhoto: string | null, supervisor: string | null, editableProfileFields: Array<string> | null, department: { name: string } | null, workPlace: { provinceId: string | null, cityId: string | null, districtId: string | null, name: string } | null } };

export type NationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NationsQuery = { nations: Array<{ value: string, name: string }> };

export type AreasQueryVariables = Exact<{
  parentId?: string | null | undefined;
}>;


export type AreasQuery = { areas: Array<{ id: string, name: string }> };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { viewer: { id: string, account: string, name: string, photo: string, role: Role, isAdmin: boolean, positionName: string | null, mobile: string | null, mail: string | null, gender: Gender | null, nation: string | null, politics: number | null, birthDate: string | null, workNumber: string | null, entryDate: string | null, employeeStatus: EmployeeStatus | null, employeeType: EmployeeType | null, positionLevel: number | null, idNumber: string | null, passport: string | null, halfPhoto: string | null, supervisor: string | null, editableProfileFields: Array<string> | null, department: { name: string } | null, workPlace: { provinceId: string | null, cityId: string | null, districtId: string | null, name: string } | null } } };

export type SendBindingCodeMutationVariables = Exact<{
  input: SendBindingCodeInput;
}>;


export type SendBindingCodeMutation = { sendBindingCode: { channel: ContactChannel, resendAfterSeconds: number } };

export type BindContactMutationVariables = Exact<{
  input: BindContactInput;
}>;


export type BindContactMutation = { bindContact: { viewer: { id: string, account: string, name: string, photo: string, role: Role, isAdmin: boolean, positionName: string | null, mobile: string | null, mail: string | null, gender: Gender | null, nation: string | null, politics: number | null, birthDate: string | null, workNumber: string | null, entryDate: string | null, employeeStatus: EmployeeStatus | null, employeeType: EmployeeType | null, positionLevel: number | null, idNumber: string | null, passport: string | null, halfPhoto: string | null, supervisor: string | null, editableProfileFields: Array<string> | null, department: { name: string } | null, workPlace: { provinceId: string | null, cityId: string | null, districtId: string | null, name: string } | null } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { token: string } };

export const MemberProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"nation"}},{"kind":"Field","name":{"kind":"Name","value":"politics"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"employeeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"employeeType"}},{"kind":"Field","name":{"kind":"Name","value":"positionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passport"}},{"kind":"Field","name":{"kind":"Name","value":"halfPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"workPlace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editableProfileFields"}}]}}]} as unknown as DocumentNode<MemberProfileFieldsFragment, unknown>;
export const MemberProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"nation"}},{"kind":"Field","name":{"kind":"Name","value":"politics"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"employeeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"employeeType"}},{"kind":"Field","name":{"kind":"Name","value":"positionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passport"}},{"kind":"Field","name":{"kind":"Name","value":"halfPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"workPlace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editableProfileFields"}}]}}]} as unknown as DocumentNode<MemberProfileQuery, MemberProfileQueryVariables>;
export const NationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Nations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NationsQuery, NationsQueryVariables>;
export const AreasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Areas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AreasQuery, AreasQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"nation"}},{"kind":"Field","name":{"kind":"Name","value":"politics"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"employeeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"employeeType"}},{"kind":"Field","name":{"kind":"Name","value":"positionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passport"}},{"kind":"Field","name":{"kind":"Name","value":"halfPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"workPlace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editableProfileFields"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SendBindingCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBindingCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendBindingCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBindingCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"resendAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendBindingCodeMutation, SendBindingCodeMutationVariables>;
export const BindContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"nation"}},{"kind":"Field","name":{"kind":"Name","value":"politics"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"workNumber"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"employeeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"employeeType"}},{"kind":"Field","name":{"kind":"Name","value":"positionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passport"}},{"kind":"Field","name":{"kind":"Name","value":"halfPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"workPlace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editableProfileFields"}}]}}]} as unknown as DocumentNode<BindContactMutation, BindContactMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;