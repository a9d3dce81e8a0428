"""Shapes the energy runs share: a smart-home / utility agent's system prompt (the household it
serves is given per run), and its tools' results as their APIs serve them (a supplier's
half-hourly consumption and unit-rate pages, Home Assistant entity states with UTC timestamps,
an ecobee-style thermostat in tenths of °F, a SolarEdge-style energy series in Wh, a bill).

Written for this corpus: every meter, device, reading, tariff and bill is made up here.
"""

from __future__ import annotations

import json
from typing import Any


def system(home: str) -> str:
    return (f"You are Watt, the home energy assistant in the GridHome app. You can read the household's smart meter, tariff, bills, "
            f"solar inverter, battery, EV charger, thermostat and smart plugs, and change settings the user asks for.\n"
            f"Household: {home}\n"
            f"Current time: 2026-11-30 (Monday). Always say which time zone a time is in. Confirm before changing a device.")


UK = system("14 Rowan Terrace, Edinburgh EH9 1PA, UK (Europe/London). Supplier: Octopus-style agile account A-3F7C21D0. Currency GBP, prices in pence per kWh.")
US = system("2231 Alder Ridge Dr, Raleigh NC 27606, USA (America/New_York). Utility: Piedmont Electric, account 4410-882-017. Currency USD.")
DE = system("Lindenstraße 42, 50674 Köln, Deutschland (Europe/Berlin). Versorger: RheinStrom, Kundennummer 7003318842. Währung EUR. Antworte auf Deutsch.")
FR = system("12 rue des Tanneurs, 69002 Lyon, France (Europe/Paris). Fournisseur : Lumio, PDL 14253697086152. Devise EUR. Réponds en français.")


def ha_state(entity_id: str, state: str, unit: str, changed: str, **attributes: Any) -> dict[str, Any]:
    """A Home Assistant entity state as `/api/states/<entity_id>` returns it."""
    return {"entity_id": entity_id, "state": state,
            "attributes": {"unit_of_measurement": unit, **attributes, "friendly_name": entity_id.split(".")[1].replace("_", " ").title()},
            "last_changed": changed, "last_updated": changed, "context": {"id": "01JDX4" + entity_id.split(".")[1][:6].upper(), "parent_id": None, "user_id": None}}


def dumps(payload: Any) -> str:
    return json.dumps(payload, indent=2)
