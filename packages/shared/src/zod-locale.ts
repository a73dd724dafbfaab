import { z } from 'zod';
import { es } from 'zod/locales';

// Every validation message a person reads is Spanish, on both ends.
z.config(es());
