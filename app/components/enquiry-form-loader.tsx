// The enquiry form's code (its checks and its sending, and the person named beside it; 3.2 KB
// gzip) is a chunk of its own, so only the pages with a form load it (decision 018). entry.client loads it before hydrating a
// page that has the form; a client navigation to one renders the rest of the page meanwhile.
import { lazy, Suspense, type ComponentProps } from "react";

type FormModule = typeof import("./enquiry-form.tsx");

/** The form the Worker or the pre-renderer wrote, as the browser finds it before hydrating. */
export const ENQUIRY_FORM_SELECTOR = "form.enquiry";

let loaded: FormModule | undefined;
let loading: Promise<FormModule> | undefined;

/** Loads the form's chunk once; a failed load may be tried again. */
export function loadEnquiryForm(): Promise<FormModule> {
  loading ??= import("./enquiry-form.tsx").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Once loaded, the module is handed over synchronously (React.lazy accepts any thenable), so a
// page hydrates the form in the same pass as the rest and never suspends there.
const Form = lazy(() => {
  const ready = loaded;
  if (ready)
    return { then: (resolve: (m: { default: FormModule["EnquiryLayout"] }) => void) => resolve({ default: ready.EnquiryLayout }) } as never;
  return loadEnquiryForm().then((m) => ({ default: m.EnquiryLayout }));
});

export function EnquiryLayout(props: ComponentProps<FormModule["EnquiryLayout"]>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
