// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.
// @ts-nocheck -- ajv standalone output; types are declared in validators-types.ts
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const get_alerts = validate20;
const schema31 = {"type":"object","description":"Arguments of `get_alerts`. All optional; `{}` returns up to 20 open alerts of every severity.","additionalProperties":false,"properties":{"severity":{"type":"string","description":"Only alerts of this severity (`critical`, `warning` or `info`). Omit for all.","enum":["critical","warning","info"]},"status":{"type":"string","enum":["open","all"],"default":"open","description":"`open` (default): unresolved alerts only. `all`: resolved ones too."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":20,"description":"Maximum number of alerts, 1..50 (default 20)."}},"examples":[{},{"severity":"critical"},{"status":"all","limit":50}],"$id":"urn:storeops:input:get_alerts"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_alerts" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
data.status = "open";
}
if(data.limit === undefined){
data.limit = 20;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "severity") || (key0 === "status")) || (key0 === "limit"))){
validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate20.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "critical") || (data0 === "warning")) || (data0 === "info"))){
validate20.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data1 = data.status;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate20.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "open") || (data1 === "all"))){
validate20.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
if(valid0){
let data2 = data.limit;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate20.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
validate20.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate20.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_calibration = validate21;
const schema32 = {"type":"object","description":"`get_calibration` takes no arguments: send an empty object `{}`.","properties":{},"additionalProperties":false,"examples":[{}],"$id":"urn:storeops:input:get_calibration"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_calibration" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_cs_attention = validate22;
const schema33 = {"type":"object","description":"Arguments of `get_cs_attention`. All optional; `{}` returns the 10 most urgent unresolved threads.","additionalProperties":false,"properties":{"limit":{"type":"integer","minimum":1,"maximum":20,"default":10,"description":"Maximum number of threads, 1..20 (default 10)."}},"examples":[{},{"limit":5}],"$id":"urn:storeops:input:get_cs_attention"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_cs_attention" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "limit")){
validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.limit;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate22.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 20 || isNaN(data0)){
validate22.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate22.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_orders = validate23;
const schema34 = {"type":"object","description":"Arguments of `get_orders`. All optional; `{}` returns the 10 newest orders of the last 30 days. The seed names `window_days` and `limit` without bounds; the bounds here (1..120 days, default 30; 1..50 rows, default 10) are this contract's design decision.","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":1,"maximum":120,"default":30,"description":"Look-back window in days, 1..120 (default 30): orders created in the last `window_days` days."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of orders, 1..50 (default 10), newest first."}},"examples":[{},{"window_days":7,"limit":50}],"$id":"urn:storeops:input:get_orders"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_orders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.window_days === undefined){
data.window_days = 30;
}
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "window_days") || (key0 === "limit"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate23.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 120 || isNaN(data0)){
validate23.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120},message:"must be <= 120"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate23.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
let data1 = data.limit;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate23.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate23.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate23.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_recent_decisions = validate24;
const schema35 = {"type":"object","description":"Arguments of `get_recent_decisions`. All optional; `{}` returns the 10 newest decision rows of the last 7 days in every bucket.","additionalProperties":false,"properties":{"mode":{"type":"string","enum":["all","live","queued","suggested","reverted","failed","noop"],"default":"all","description":"Only rows of this bucket; `all` (default) for every bucket. Buckets: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change."},"window_days":{"type":"integer","minimum":1,"maximum":30,"default":7,"description":"Look-back window in days, 1..30 (default 7). The `counts` in the result are whole-store over this window whatever the other filters say."},"to_state":{"type":"string","enum":["NEW","TESTING","ACTIVE","WINNER","SCALING","DECLINING","PAUSED","DRAFT","RETIRED"],"description":"Only rows that move their subject to this lifecycle state, UPPERCASE (e.g. `WINNER`, `DRAFT`)."},"applied":{"type":"boolean","description":"`true`: only rows that reached the storefront platform. `false`: only rows that did not (not necessarily proposals). Omit for both."},"handle":{"type":"string","minLength":1,"description":"Only rows about the product with this handle (e.g. `linen-overshirt`)."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of decision rows, 1..50 (default 10)."}},"examples":[{},{"mode":"live","window_days":30,"limit":20},{"to_state":"WINNER","applied":false}],"$id":"urn:storeops:input:get_recent_decisions"};
const func1 = require("ajv/dist/runtime/ucs2length").default;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_recent_decisions" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode === undefined){
data.mode = "all";
}
if(data.window_days === undefined){
data.window_days = 7;
}
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "mode") || (key0 === "window_days")) || (key0 === "to_state")) || (key0 === "applied")) || (key0 === "handle")) || (key0 === "limit"))){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.mode;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate24.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "all") || (data0 === "live")) || (data0 === "queued")) || (data0 === "suggested")) || (data0 === "reverted")) || (data0 === "failed")) || (data0 === "noop"))){
validate24.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema35.properties.mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
if(valid0){
let data1 = data.window_days;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate24.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 30 || isNaN(data1)){
validate24.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate24.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
if(valid0){
if(data.to_state !== undefined){
let data2 = data.to_state;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate24.errors = [{instancePath:instancePath+"/to_state",schemaPath:"#/properties/to_state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data2 === "NEW") || (data2 === "TESTING")) || (data2 === "ACTIVE")) || (data2 === "WINNER")) || (data2 === "SCALING")) || (data2 === "DECLINING")) || (data2 === "PAUSED")) || (data2 === "DRAFT")) || (data2 === "RETIRED"))){
validate24.errors = [{instancePath:instancePath+"/to_state",schemaPath:"#/properties/to_state/enum",keyword:"enum",params:{allowedValues: schema35.properties.to_state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applied !== undefined){
const _errs8 = errors;
if(typeof data.applied !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.handle !== undefined){
let data4 = data.handle;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate24.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data5 = data.limit;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate24.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 50 || isNaN(data5)){
validate24.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate24.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_store_overview = validate25;
const schema36 = {"type":"object","description":"`get_store_overview` takes no arguments: send an empty object `{}`.","properties":{},"additionalProperties":false,"examples":[{}],"$id":"urn:storeops:input:get_store_overview"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_store_overview" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_variants = validate26;
const schema37 = {"type":"object","description":"Arguments of `get_variants`. All optional; `{}` returns the 10 highest priced variants across the store.","additionalProperties":false,"properties":{"product_id":{"type":"string","format":"uuid","description":"List the variants of this one product (UUID). Omit for the top variants by price across the store."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of variants, 1..50 (default 10)."}},"examples":[{"product_id":"3f0c9a52-7d1e-4b8a-9c2f-6e5d4a3b2c10"},{"limit":25}],"$id":"urn:storeops:input:get_variants"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:get_variants" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "product_id") || (key0 === "limit"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.product_id !== undefined){
let data0 = data.product_id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate26.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data1 = data.limit;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate26.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate26.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate26.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_store_actions = validate27;
const schema38 = {"type":"object","description":"Arguments of `list_store_actions`. All optional; send `{}` for every domain.","additionalProperties":false,"properties":{"domain":{"type":"string","description":"Only list actions of this catalogue domain (e.g. `ads`, `catalog`, `promotions`). Omit for every domain.","enum":["general","catalog","analytics","automation","cs","orders","ads","creative","finance","costs","admin","merchant","promotions","research","disputes","reputation"]}},"examples":[{},{"domain":"ads"}],"$id":"urn:storeops:input:list_store_actions"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:list_store_actions" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "domain")){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.domain !== undefined){
let data0 = data.domain;
if(typeof data0 !== "string"){
validate27.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data0 === "general") || (data0 === "catalog")) || (data0 === "analytics")) || (data0 === "automation")) || (data0 === "cs")) || (data0 === "orders")) || (data0 === "ads")) || (data0 === "creative")) || (data0 === "finance")) || (data0 === "costs")) || (data0 === "admin")) || (data0 === "merchant")) || (data0 === "promotions")) || (data0 === "research")) || (data0 === "disputes")) || (data0 === "reputation"))){
validate27.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema38.properties.domain.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const query_performance = validate28;
const schema39 = {"type":"object","description":"Arguments of `query_performance`. All optional; `{}` returns the whole store over the last 7 days.","additionalProperties":false,"properties":{"window_days":{"type":"integer","minimum":1,"maximum":90,"default":7,"description":"Length of the window in days, 1..90 (default 7), up to and including the current day; the result's `from` and `to` name the exact dates counted."},"product_id":{"type":"string","format":"uuid","description":"Scope every figure to this one product (UUID). Omit for the whole store."}},"examples":[{},{"window_days":30},{"window_days":14,"product_id":"3f0c9a52-7d1e-4b8a-9c2f-6e5d4a3b2c10"}],"$id":"urn:storeops:input:query_performance"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:query_performance" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.window_days === undefined){
data.window_days = 7;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "window_days") || (key0 === "product_id"))){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
let data0 = data.window_days;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate28.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 90 || isNaN(data0)){
validate28.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate28.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
if(data.product_id !== undefined){
let data1 = data.product_id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate28.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const query_products = validate29;
const schema40 = {"type":"object","description":"Arguments of `query_products`. All optional; `{}` returns the 10 most recently updated products.","additionalProperties":false,"properties":{"filter":{"type":"object","description":"Narrow the rows. Both conditions must hold when both are given.","additionalProperties":false,"properties":{"lifecycle_state":{"type":"string","description":"Only products in this service lifecycle state (lowercase, e.g. `active`, `draft`, `winner`). This is the service's label, not the storefront status.","enum":["new","testing","active","winner","scaling","declining","paused","draft","retired"]},"has_active_decision":{"type":"boolean","description":"`true`: only products with a pending, unapplied decision. `false`: only products without one. Omit for both."}}},"sort":{"type":"string","enum":["created_desc","updated_desc","roas_desc"],"default":"updated_desc","description":"Row order: `created_desc` newest product first, `updated_desc` most recently updated first, `roas_desc` highest current ROAS first (products without ad spend, ROAS null, last). Default `updated_desc`."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Maximum number of product rows, 1..50 (default 10)."}},"examples":[{},{"filter":{"lifecycle_state":"winner"},"sort":"roas_desc","limit":5},{"filter":{"has_active_decision":true}}],"$id":"urn:storeops:input:query_products"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:query_products" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sort === undefined){
data.sort = "updated_desc";
}
if(data.limit === undefined){
data.limit = 10;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "filter") || (key0 === "sort")) || (key0 === "limit"))){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.filter !== undefined){
let data0 = data.filter;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
const _errs4 = errors;
for(const key1 in data0){
if(!((key1 === "lifecycle_state") || (key1 === "has_active_decision"))){
validate29.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.lifecycle_state !== undefined){
let data1 = data0.lifecycle_state;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate29.errors = [{instancePath:instancePath+"/filter/lifecycle_state",schemaPath:"#/properties/filter/properties/lifecycle_state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data1 === "new") || (data1 === "testing")) || (data1 === "active")) || (data1 === "winner")) || (data1 === "scaling")) || (data1 === "declining")) || (data1 === "paused")) || (data1 === "draft")) || (data1 === "retired"))){
validate29.errors = [{instancePath:instancePath+"/filter/lifecycle_state",schemaPath:"#/properties/filter/properties/lifecycle_state/enum",keyword:"enum",params:{allowedValues: schema40.properties.filter.properties.lifecycle_state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.has_active_decision !== undefined){
const _errs7 = errors;
if(typeof data0.has_active_decision !== "boolean"){
validate29.errors = [{instancePath:instancePath+"/filter/has_active_decision",schemaPath:"#/properties/filter/properties/has_active_decision/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.sort;
const _errs9 = errors;
if(typeof data3 !== "string"){
validate29.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "created_desc") || (data3 === "updated_desc")) || (data3 === "roas_desc"))){
validate29.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema40.properties.sort.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
if(valid0){
let data4 = data.limit;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate29.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 50 || isNaN(data4)){
validate29.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate29.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const where_in_service = validate30;
const schema41 = {"type":"object","description":"Arguments of `where_in_service`. All optional; `{}` returns the whole map of dashboard destinations.","additionalProperties":false,"properties":{"question":{"type":"string","minLength":1,"description":"Plain-language question such as \"where do I turn on auto-apply for an API key?\". Omit for the whole map."}},"examples":[{"question":"where do I switch an agent from dry run to live?"},{}],"$id":"urn:storeops:input:where_in_service"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:storeops:input:where_in_service" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "question")){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.question !== undefined){
let data0 = data.question;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate30.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


/** Input validator per operation name. */
export const inputValidators = { get_alerts, get_calibration, get_cs_attention, get_orders, get_recent_decisions, get_store_overview, get_variants, list_store_actions, query_performance, query_products, where_in_service };
