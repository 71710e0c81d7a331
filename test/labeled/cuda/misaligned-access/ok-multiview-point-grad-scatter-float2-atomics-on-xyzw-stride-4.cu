// EXPECT: clean
// ARCHS: sm_90
// OK: the same multi-view projection backward (grid (points / 256, views),
// gradients accumulated across views with atomics) with the gradient buffer
// laid out as xyzw, 4 floats per point (w unused): point i's x/y pair is at
// byte 16 * i, so the sm_90 vector atomicAdd(float2 *, float2) is 8-byte
// aligned for every point; z is a scalar atomic at byte 16 * i + 8.
__global__ void __launch_bounds__(256) project_backward(const float *__restrict__ xyz, const float *__restrict__ cams,
                                                        const float2 *__restrict__ grad_uv,
                                                        float *__restrict__ grad_xyzw, int npoints) {
  const int i = blockIdx.x * 256 + threadIdx.x, view = blockIdx.y;
  if (i >= npoints)
    return;
  const float *P = cams + view * 12;  // 3x4 projection
  const float x = xyz[3 * i], y = xyz[3 * i + 1], z = xyz[3 * i + 2];
  const float w = P[8] * x + P[9] * y + P[10] * z + P[11];
  const float iw = 1.f / w;
  const float2 g = grad_uv[(size_t)view * npoints + i];
  const float u = (P[0] * x + P[1] * y + P[2] * z + P[3]) * iw;
  const float v = (P[4] * x + P[5] * y + P[6] * z + P[7]) * iw;
  const float gx = (g.x * (P[0] - u * P[8]) + g.y * (P[4] - v * P[8])) * iw;
  const float gy = (g.x * (P[1] - u * P[9]) + g.y * (P[5] - v * P[9])) * iw;
  const float gz = (g.x * (P[2] - u * P[10]) + g.y * (P[6] - v * P[10])) * iw;
  atomicAdd(reinterpret_cast<float2 *>(grad_xyzw + 4 * i), make_float2(gx, gy));
  atomicAdd(grad_xyzw + 4 * i + 2, gz);
}
