import { PLATFORM_MESSAGES } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { LOAD_FAILED_TEXT, showLoadFailure } from './show-load-failure';
import { LOADING_TEXT } from '../components/ui/start-status';

describe('showLoadFailure', () => {
  it("is the spec's initialization message", () => {
    expect(LOAD_FAILED_TEXT).toBe(PLATFORM_MESSAGES.initFailed);
  });

  it("the router's loading text is the spec's too", () => {
    expect(LOADING_TEXT).toBe(PLATFORM_MESSAGES.loading);
  });

  it('replaces what the root held with one alert', () => {
    const root = document.createElement('div');
    root.innerHTML = '<span>half a page</span>';
    showLoadFailure(root);
    expect(root.children).toHaveLength(1);
    expect(root.firstElementChild?.getAttribute('role')).toBe('alert');
    expect(root.textContent).toBe('Proposal Builder Initialization Failed!');
  });
});
