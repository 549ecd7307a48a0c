import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, myFileUrl, type MyFiles } from '@panel/domain';
import { agentFiles, agentFolders, agents, userRoles, users } from '../src/db/schema/index';
import { createClient, loginAs, useTestApp } from './helper';
import { pdfText } from './pdf-text';

const ctx = useTestApp({ policiesScale: 0.02 });

async function agentIdOf(custCode: string) {
  const [agent] = await ctx.database.db.select({ id: agents.id }).from(agents).where(eq(agents.custCode, custCode));
  return agent!.id;
}

/** agent.nn gets the files role and one folder of its own, with a name agent.da also uses. */
beforeAll(async () => {
  const [nnUser] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'agent.nn'));
  await ctx.database.db.insert(userRoles).values({ userId: nnUser!.id, role: 'ROLE_AGENT_FILES_ENABLED' });
});

describe('GET /partner/rest/myfiles/list', () => {
  it("lists the agent's folders in name order, each with its files, as the database holds them", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get('/partner/rest/myfiles/list');
    expect(response.statusCode).toBe(200);
    const body: MyFiles = response.json();
    expect(body.children.map((folder) => folder.name)).toEqual(['Archiwum', 'Prowizje', 'Szkolenia', 'Umowy']);
    expect(body.children[0]!.children).toEqual([]);
    const stored = await ctx.database.db
      .select({ name: agentFiles.name, size: agentFiles.size })
      .from(agentFiles)
      .innerJoin(agentFolders, eq(agentFolders.id, agentFiles.folderId))
      .where(eq(agentFolders.name, 'Prowizje'));
    const prowizje = body.children[1]!.children;
    expect(prowizje.map(({ name, size }) => ({ name, size }))).toEqual(expect.arrayContaining(stored));
    expect(prowizje).toHaveLength(2);
    expect(prowizje[0]!.modifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers an empty list to an agent that has the role but no files yet', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    expect((await client.get('/partner/rest/myfiles/list')).json()).toEqual({ children: [] });
  });

  it('refuses agents without the files role (403) and needs a session (401)', async () => {
    for (const login of ['agent.basic', 'dealer.ncd']) {
      const response = await (await loginAs(ctx.app, login)).get('/partner/rest/myfiles/list');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.FORBIDDEN_ERROR);
    }
    expect((await createClient(ctx.app).get('/partner/rest/myfiles/list')).statusCode).toBe(401);
  });
});

describe('GET /rest/files/{folder}/{file}', () => {
  it('downloads a listed file with its exact bytes and a Polish-safe file name', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const name = 'Zestawienie prowizji – luty 2026.pdf';
    const response = await client.get(myFileUrl('Prowizje', name));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Zestawienie prowizji _ luty 2026.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const [stored] = await ctx.database.db.select({ content: agentFiles.content }).from(agentFiles).where(eq(agentFiles.name, name));
    expect(Buffer.compare(response.rawPayload, stored!.content)).toBe(0);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Zestawienie prowizji – luty 2026');
    expect(text).toContain('Agencja Ubezpieczeniowa Kowalski i Wspólnicy');
  });

  it("answers 404 for another agent's file, even in a folder of the same name", async () => {
    const nnAgent = await agentIdOf('NN200871');
    const [folder] = await ctx.database.db.insert(agentFolders).values({ agentId: nnAgent, name: 'Prowizje' }).returning();
    const content = Buffer.from('%PDF-1.4 prywatne');
    await ctx.database.db
      .insert(agentFiles)
      .values({ folderId: folder!.id, agentId: nnAgent, name: 'Prowizje NN.pdf', contentType: 'application/pdf', size: content.length, content, modifiedAt: new Date() });
    const owner = await loginAs(ctx.app, 'agent.nn');
    expect((await owner.get(myFileUrl('Prowizje', 'Prowizje NN.pdf'))).statusCode).toBe(200);
    expect((await owner.get(myFileUrl('Prowizje', 'Zestawienie prowizji – luty 2026.pdf'))).statusCode).toBe(404);
    const other = await loginAs(ctx.app, 'agent.da');
    const response = await other.get(myFileUrl('Prowizje', 'Prowizje NN.pdf'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.NOT_FOUND });
  });

  it.each([
    ['dot segments', '/rest/files/../Umowy/x.pdf'],
    ['an encoded dot-dot-slash in the file', '/rest/files/Prowizje/%2e%2e%2fUmowy%2fAneks.pdf'],
    ['an encoded separator in the folder', '/rest/files/Prowizje%2F..%2FUmowy/Aneks.pdf'],
    ['an encoded separator escaping upwards', '/rest/files/..%2F..%2F..%2Fetc/passwd'],
    ['an absolute path', '/rest/files/%2Fetc/passwd'],
    ['a backslash', '/rest/files/Prowizje/..%5C..%5Cpasswd'],
    ['a double-encoded separator', '/rest/files/Prowizje/..%252Fpasswd'],
    ['a dot-dot folder', '/rest/files/%2e%2e/passwd'],
    ['a file that does not exist', '/rest/files/Prowizje/brak.pdf'],
  ])('answers 404 for %s', async (_, url) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.NOT_FOUND });
  });

  it('answers 404 for an overlong name and 414 for a name longer than the router accepts', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get(myFileUrl('Prowizje', `${'a'.repeat(300)}.pdf`))).statusCode).toBe(404);
    const tooLong = await client.get(myFileUrl('Prowizje', `${'a'.repeat(1100)}.pdf`));
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: messages.URL_TOO_LONG });
  });

  it('refuses agents without the files role (403) and needs a session (401)', async () => {
    const url = myFileUrl('Prowizje', 'Zestawienie prowizji – luty 2026.pdf');
    const basic = await loginAs(ctx.app, 'agent.basic');
    expect((await basic.get(url)).statusCode).toBe(403);
    expect((await createClient(ctx.app).get(url)).statusCode).toBe(401);
  });
});
