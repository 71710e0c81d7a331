// End-to-end: f32 arithmetic in default and directed rounding modes,
// sqrt/div (IEEE), min, float<->int conversions, special values, and f64.
// Compiled with -fmad=false so every operation rounds once, as in floats.py.
extern "C" __global__ void floats(const float *a, const float *b, float *out, double *dout,
                                  int *iout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = a[i], y = b[i];
  out[8 * i + 0] = x + y;
  out[8 * i + 1] = x * y;
  out[8 * i + 2] = x / y;
  out[8 * i + 3] = sqrtf(fabsf(x));
  out[8 * i + 4] = fminf(x, y);
  out[8 * i + 5] = __fadd_rz(x, y);
  out[8 * i + 6] = __fmul_ru(x, y);
  out[8 * i + 7] = __fdiv_rd(x, y);
  dout[i] = (double)x * (double)y + 1.0 / (double)y;
  iout[2 * i] = (int)x;
  iout[2 * i + 1] = __float2int_rn(y);
}
