// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: batched constant-velocity Kalman filter, one 1D track per thread,
// state (position, velocity), covariance stored packed as its three unique
// elements {P00, P01, P11}. The unpack into the 2x2 working matrix mirrors
// the off-diagonal element (P[1][0] = P[0][1]), so the predict step
// F P F^T reads four written elements.
struct Track { float x, v, p00, p01, p11; };
__global__ void __launch_bounds__(256)
kalman_cv_step(Track *__restrict__ tr, const float *__restrict__ z, int n, float dt, float q, float rvar) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Track s = tr[i];
  float P[2][2];
  P[0][0] = s.p00;
  P[0][1] = s.p01;
  P[1][0] = s.p01;
  P[1][1] = s.p11;
  // predict: x' = F x, P' = F P F^T + Q, F = [[1, dt], [0, 1]]
  const float x = s.x + dt * s.v, v = s.v;
  const float a00 = P[0][0] + dt * P[1][0], a01 = P[0][1] + dt * P[1][1];
  const float a10 = P[1][0], a11 = P[1][1];
  float p00 = a00 + dt * a01 + 0.25f * q * dt * dt * dt * dt;
  float p01 = a01 + 0.5f * q * dt * dt * dt;
  const float p10 = a10 + dt * a11 + 0.5f * q * dt * dt * dt;
  float p11 = a11 + q * dt * dt;
  // update with a position measurement, H = [1, 0]
  const float S = p00 + rvar, k0 = p00 / S, k1 = p10 / S, innov = z[i] - x;
  s.x = x + k0 * innov;
  s.v = v + k1 * innov;
  s.p00 = (1.f - k0) * p00;
  s.p01 = (1.f - k0) * p01;
  s.p11 = p11 - k1 * p01;
  tr[i] = s;
}
