import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Autocomplete } from '@mantine/core';
import { canSearchCity, messages, searchCities, weatherCities } from '@panel/domain';
import { useState } from 'react';

interface CitySearchProps {
  city: string;
  onChange: (city: string) => void;
}

const exactCity = (text: string) => weatherCities.find((c) => c.name.toLocaleLowerCase('pl-PL') === text.trim().toLocaleLowerCase('pl-PL'));

/** City search over the fixed Polish list, by prefix from 2 characters (001 §5). */
export function CitySearch({ city, onChange }: CitySearchProps) {
  const [text, setText] = useState(city);
  const options = searchCities(weatherCities, text).map((c) => c.name);
  const tooShort = text.trim().length > 0 && !canSearchCity(text);

  function choose(name: string) {
    setText(name);
    if (name !== city) onChange(name);
  }

  return (
    <Autocomplete
      label="Miasto"
      value={text}
      onChange={setText}
      data={options}
      filter={({ options: all }) => all}
      limit={8}
      maxLength={60}
      description={tooShort ? messages.CITY_SEARCH_MIN_LENGTH : undefined}
      onOptionSubmit={choose}
      onBlur={() => {
        const match = exactCity(text);
        if (match) choose(match.name);
        else setText(city);
      }}
      // Above the widget frame (which clips), yet inside the page's main landmark.
      comboboxProps={{ portalProps: { target: 'main' } }}
    />
  );
}
