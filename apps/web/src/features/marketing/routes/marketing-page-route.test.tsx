import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { Component as MarketingPage } from './marketing-page-route';

describe('marketing pages', () => {
  it.each([
    ['/what-is-vpn', 'What is a VPN?'],
    ['/aircove', 'Aircove'],
  ])('%s is titled %s and leads to the plan page', (path, title) => {
    renderRoute({ at: path, routes: [{ path: '*', Component: MarketingPage }] });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Burrow' })).toHaveAttribute('href', '/order');
  });
});
