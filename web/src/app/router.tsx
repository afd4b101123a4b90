/**
 * The route table of the SPA: exact paths, each page loaded on demand with its
 * data loader; any other path is the not-found page.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { Loading } from '#web/components/loading';
import { HomePage } from '#web/features/home/pages/home-page';
import { stayPhotosLoader } from '#web/features/stay-photos/pages/stay-photos-loader';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** Route paths are relative to the layout: '/stages' → 'stages'. */
const child = (path: string): string => path.replace(/^\//, '');

/** Paths match with their case: `/STAGES` is not `/stages`, it is an unknown page. */
const caseSensitive = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.index
      ? route
      : {
          ...route,
          caseSensitive: true,
          ...(route.children ? { children: caseSensitive(route.children) } : {}),
        },
  );

export const router = createBrowserRouter(
  caseSensitive([
    {
      path: webRoutes.home,
      Component: RootLayout,
      children: [
        {
          errorElement: <RouteError />,
          // While the first page's code or data comes, in the layout's place for it: the header and
          // footer are drawn meanwhile, and the page alone is left to draw once it is ready.
          hydrateFallbackElement: <Loading text={publicMessages.app.loading} className="app-loading" />,
          children: [
            // The landing page ships with the app itself, so it shows without waiting for another file.
            { index: true, Component: HomePage },
            {
              path: child(webRoutes.stages),
              lazy: async () => {
                const page = await import('#web/features/stays/pages/stays-page');
                return {
                  Component: page.StaysPage,
                  loader: page.staysLoader,
                  shouldRevalidate: page.staysShouldRevalidate,
                };
              },
            },
            {
              // webRoutes.stageDetails(stageId)
              path: 'stage-details/:stageId',
              // The loader is part of the entry, the page comes on demand: the photo list is asked for
              // as soon as the app starts, while the page's code is still on its way.
              loader: stayPhotosLoader,
              lazy: {
                Component: async () =>
                  (await import('#web/features/stay-photos/pages/stay-photos-page')).StayPhotosPage,
              },
            },
            {
              // webRoutes.photosModify(stageId), administrators
              path: 'photos-modify/:stageId',
              lazy: async () => {
                const page = await import('#web/features/photo-admin/pages/photos-modify-page');
                return { Component: page.PhotosModifyRoute, loader: page.photosModifyLoader };
              },
            },
            {
              path: child(webRoutes.login),
              lazy: async () => ({
                Component: (await import('#web/features/auth/pages/login-page')).LoginPage,
              }),
            },
            {
              path: child(webRoutes.directorHome),
              lazy: async () => {
                const page = await import('#web/features/director/pages/director-home-page');
                return { Component: page.DirectorHomePage, loader: page.directorHomeLoader };
              },
            },
            {
              // webRoutes.photoDeposit(stageId)
              path: 'doc-stage/:stageId',
              lazy: async () => {
                const page = await import('#web/features/director/pages/photo-deposit-page');
                return { Component: page.PhotoDepositPage, loader: page.photoDepositLoader };
              },
            },
            {
              // webRoutes.photoContact(stageId)
              path: 'identite/:stageId',
              lazy: async () => {
                const page = await import('#web/features/director/pages/photo-contact-page');
                return { Component: page.PhotoContactPage, loader: page.photoContactLoader };
              },
            },
            {
              // webRoutes.participants(stageId)
              path: 'stagiaire/:stageId',
              lazy: async () => {
                const page = await import('#web/features/director/pages/participants-page');
                return { Component: page.ParticipantsPage, loader: page.participantsLoader };
              },
            },
            {
              path: child(webRoutes.sharedDocuments),
              lazy: async () => {
                const page = await import('#web/features/collab/pages/shared-documents-page');
                return { Component: page.SharedDocumentsPage, loader: page.sharedDocumentsLoader };
              },
            },
            {
              // webRoutes.folderDetails(folder)
              path: 'doc-details/:folderName',
              lazy: async () => {
                const page = await import('#web/features/collab/pages/folder-page');
                return { Component: page.FolderPage, loader: page.folderLoader };
              },
            },
            {
              path: child(webRoutes.booklets),
              lazy: async () => {
                const page = await import('#web/features/collab/pages/booklets-page');
                return { Component: page.BookletsPage, loader: page.bookletsLoader };
              },
            },
            {
              // webRoutes.evaluation(stageId)
              path: 'evaluation/:stageId',
              lazy: async () => {
                const page = await import('#web/features/collab/pages/evaluation-page');
                return { Component: page.EvaluationPage, loader: page.evaluationLoader };
              },
            },
            {
              // webRoutes.stageDocuments(stageId)
              path: 'doc-stagiaire/:stageId',
              lazy: async () => {
                const page = await import('#web/features/collab/pages/stay-documents-page');
                return { Component: page.StayDocumentsPage, loader: page.stayDocumentsLoader };
              },
            },
            {
              path: child(webRoutes.digestUnsubscribe),
              lazy: async () => ({
                Component: (await import('#web/features/digest/pages/unsubscribe-page')).UnsubscribePage,
              }),
            },
            {
              path: child(webRoutes.legalNotice),
              lazy: async () => ({
                Component: (await import('#web/features/legal/pages/legal-notice-page')).LegalNoticePage,
              }),
            },
            {
              path: child(webRoutes.privacyPolicy),
              lazy: async () => ({
                Component: (await import('#web/features/legal/pages/privacy-policy-page')).PrivacyPolicyPage,
              }),
            },
            {
              path: child(webRoutes.photoPolicy),
              lazy: async () => ({
                Component: (await import('#web/features/legal/pages/photo-policy-page')).PhotoPolicyPage,
              }),
            },
            {
              path: child(webRoutes.adminLogin),
              lazy: async () => ({
                Component: (await import('#web/features/admin/pages/admin-login-page')).AdminLoginPage,
              }),
            },
            {
              path: child(webRoutes.adminPortal),
              lazy: async () => {
                const page = await import('./admin-portal-route');
                return { Component: page.AdminPortalRoute, loader: page.portalLoader };
              },
            },
            {
              path: 'stage-modify/:stageId',
              lazy: async () => {
                const page = await import('#web/features/admin/pages/stay-modify-page');
                return { Component: page.StayModifyPage, loader: page.stayModifyLoader };
              },
            },
            {
              path: '*',
              lazy: async () => ({
                Component: (await import('#web/features/not-found/pages/not-found-page')).NotFoundPage,
              }),
            },
          ],
        },
      ],
    },
  ]),
);
