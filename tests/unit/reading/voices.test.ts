import { describe, expect, it } from 'vitest';
import { chooseVoice, rateFor, speedNames, voicesFor, type VoiceInfo } from '../../../src/reading/voices';

const voice = (name: string, lang: string, localService: boolean, isDefault = false): VoiceInfo => ({ voiceURI: `uri:${name}`, name, lang, localService, default: isDefault });
const deviceUs = voice('Device US', 'en-US', true, true);
const deviceGb = voice('Device GB', 'en-GB', true);
const networkUs = voice('Network US', 'en-US', false);
const deviceEs = voice('Device ES', 'es-ES', true);
const networkEs = voice('Network MX', 'es-MX', false);

describe('the voice a page is read with', () => {
  it('speaks the page’s language, on the device first', () => {
    expect(chooseVoice([networkUs, deviceGb, deviceUs, deviceEs], 'en', null).voice).toBe(deviceUs);
    expect(chooseVoice([networkUs, deviceGb, deviceUs, deviceEs], 'es', null).voice).toBe(deviceEs);
    expect(chooseVoice([deviceGb, deviceUs], 'en-GB', null).voice).toBe(deviceGb);
  });

  it('never picks a network voice by itself: with only network voices for the language, none, and says so', () => {
    const choice = chooseVoice([networkEs, deviceUs], 'es', null);
    expect(choice.voice).toBeNull();
    expect(choice.onlyNetwork).toBe(true);
    expect(chooseVoice([deviceUs], 'es', null)).toEqual({ voice: null, pickedGone: false, onlyNetwork: false });
  });

  it('uses the visitor’s pick while it is there and speaks the language, a network one too', () => {
    expect(chooseVoice([deviceUs, networkUs], 'en', networkUs.voiceURI).voice).toBe(networkUs);
    expect(chooseVoice([deviceUs, networkUs, deviceEs], 'es', networkUs.voiceURI).voice).toBe(deviceEs);
  });

  it('says when the picked voice is gone, and reads with the device’s best instead', () => {
    const choice = chooseVoice([deviceUs], 'en', 'uri:Retired voice');
    expect(choice).toEqual({ voice: deviceUs, pickedGone: true, onlyNetwork: false });
    // Before the browser has listed its voices, nothing is gone yet.
    expect(chooseVoice([], 'en', 'uri:Retired voice').pickedGone).toBe(false);
  });

  it('lists a language’s voices for Reading options: the device’s first, the page’s region, then by name', () => {
    expect(voicesFor([networkUs, deviceGb, deviceUs, deviceEs], 'en-US').map((v) => v.name)).toEqual(['Device US', 'Device GB', 'Network US']);
    expect(voicesFor([deviceUs], 'en_us').map((v) => v.name)).toEqual(['Device US']);
  });
});

describe('the voice a Spanish page is read with (issue 37)', () => {
  const deviceMx = voice('Device MX', 'es-MX', true);
  const deviceUsSpanish = voice('Device US Spanish', 'es-US', true);
  const networkSpain = voice('Network ES', 'es_ES', false);

  it('is a Spanish voice of any region, the device’s own before a network one, never an English one, even the default', () => {
    expect(chooseVoice([deviceUs, networkSpain, deviceMx], 'es', null).voice).toBe(deviceMx);
    expect(chooseVoice([deviceUs, deviceUsSpanish], 'es', null).voice).toBe(deviceUsSpanish);
    expect(chooseVoice([deviceUs, deviceGb, deviceEs, deviceMx], 'es', null).voice?.lang).toMatch(/^es-/);
    expect(voicesFor([deviceUs, networkSpain, deviceMx, deviceGb, deviceUsSpanish], 'es').map((v) => v.name)).toEqual(['Device MX', 'Device US Spanish', 'Network ES']);
  });

  it('is none where the device has no Spanish voice: nothing is read, in English or otherwise', () => {
    expect(chooseVoice([deviceUs, deviceGb, networkUs], 'es', null)).toEqual({ voice: null, pickedGone: false, onlyNetwork: false });
    expect(chooseVoice([deviceUs, networkSpain], 'es', null)).toEqual({ voice: null, pickedGone: false, onlyNetwork: true });
  });

  it('keeps a pick made on English pages for them: a Spanish page reads with its best Spanish voice, and the pick is not gone', () => {
    expect(chooseVoice([deviceUs, deviceGb, deviceMx], 'es', deviceGb.voiceURI)).toEqual({ voice: deviceMx, pickedGone: false, onlyNetwork: false });
    expect(chooseVoice([deviceUs, deviceGb, deviceMx], 'en', deviceMx.voiceURI)).toEqual({ voice: deviceUs, pickedGone: false, onlyNetwork: false });
    expect(chooseVoice([deviceUs, networkSpain], 'es', networkSpain.voiceURI).voice).toBe(networkSpain);
    expect(chooseVoice([deviceUs, deviceMx], 'es', 'uri:Retired voice').pickedGone).toBe(true);
  });
});

describe('the reading speed', () => {
  it('is slower, normal or faster, each within the range words stay clear in', () => {
    expect(speedNames).toEqual(['slower', 'normal', 'faster']);
    expect(rateFor('normal')).toBe(1);
    expect(rateFor('slower')).toBeLessThan(1);
    expect(rateFor('faster')).toBeGreaterThan(1);
    for (const speed of speedNames) {
      expect(rateFor(speed)).toBeGreaterThanOrEqual(0.5);
      expect(rateFor(speed)).toBeLessThanOrEqual(2);
    }
  });
});
