import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsLine } from '#app/ui/list-screen/ResultsLine';

describe('results line', () => {
  it("counts the rows with the term, and says 'More than' where the gateway stopped counting (it counts one past its cap)", () => {
    const { rerender } = render(<ResultsLine count={42} term="granola" />);
    expect(screen.getByRole('status').textContent).toBe('42 results found for "granola"');
    rerender(<ResultsLine count={10_001} term="" capped />);
    expect(screen.getByRole('status').textContent).toBe('More than 10000 results found');
  });

  it("keeps naming the term its rows answer while the new term's answer is on its way", () => {
    const { rerender } = render(<ResultsLine count={3} term="oat" />);
    rerender(<ResultsLine count={3} term="oat milk" pending />);
    expect(screen.getByRole('status').textContent).toBe('3 results found for "oat"');
    rerender(<ResultsLine count={1} term="oat milk" />);
    expect(screen.getByRole('status').textContent).toBe('1 results found for "oat milk"');
  });
});
