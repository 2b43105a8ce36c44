import { describe, expect, it } from "vitest";
import { deriveKeys } from "../../keys.ts";
import { createVkRegistrationTickets, VK_REGISTRATION_TTL_MS } from "./vk-registration.ts";

const vera = { id: "777001", firstName: "Вера", lastName: "Лебедева", email: "vera@vk.example" };
const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("VK registration tickets", () => {
  it("give back the VK user until they expire", () => {
    let now = 1_000_000;
    const tickets = createVkRegistrationTickets(deriveKeys(SECRET).vkRegistrations, () => now);
    const ticket = tickets.issue(vera);
    now += VK_REGISTRATION_TTL_MS - 1;
    expect(tickets.read(ticket)).toEqual(vera);
    now += 1;
    expect(() => tickets.read(ticket)).toThrow("auth.vkRegistrationExpired");
  });

  it("refuse a ticket signed with another secret, or no ticket at all", () => {
    const ticket = createVkRegistrationTickets(deriveKeys(`${SECRET}-other`).vkRegistrations).issue(vera);
    const tickets = createVkRegistrationTickets(deriveKeys(SECRET).vkRegistrations);
    expect(() => tickets.read(ticket)).toThrow("auth.vkRegistrationExpired");
    expect(() => tickets.read("garbage")).toThrow("auth.vkRegistrationExpired");
  });

  it("accept a ticket of the previous secret during a rotation", () => {
    const ticket = createVkRegistrationTickets(deriveKeys(`${SECRET}-old`).vkRegistrations).issue(vera);
    const tickets = createVkRegistrationTickets(deriveKeys(SECRET, `${SECRET}-old`).vkRegistrations);
    expect(tickets.read(ticket)).toEqual(vera);
  });
});
