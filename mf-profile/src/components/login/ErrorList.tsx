// The errors of the last attempt, under the form (product §8: auth calls collect their errors into a list). The
// region is always there so screen readers announce what appears in it.
import Box from '@mui/material/Box';

export function ErrorList({ errors }: { errors: readonly string[] }) {
  return (
    <Box aria-live="polite" sx={{ color: 'error.main', fontSize: 14 }}>
      {errors.length > 0 && (
        <Box component="ul" aria-label="خطاها" sx={{ m: 0, ps: 2.5 }}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
