import { z } from 'zod';
