/**
 * `antd/es/input/Password` in the static-stylesheet render (scripts/extract-antd-css.mjs):
 * there Node loads antd's CommonJS build for 'antd', and a module of its ES build would
 * bring a second antd with contexts of its own (its fields outside the app's theme).
 * The same component, from the one antd.
 */
import { Input } from 'antd';

export default Input.Password;
