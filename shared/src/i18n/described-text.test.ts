import { addDescribedTexts, describedText } from './described-text';

// Issue 19: a description's titles and labels are message ids of the remote's catalogue.
describe('describedText', () => {
  it("shows a remote's English text for its id when its catalogue could not be loaded", () => {
    addDescribedTexts([{ id: 'demo.page.title', text: 'Reports' }]);
    expect(describedText('demo.page.title')).toBe('Reports');
  });

  it('shows the text itself from a remote without a catalogue (an older or outside build)', () => {
    expect(describedText('Reports')).toBe('Reports');
  });
});
