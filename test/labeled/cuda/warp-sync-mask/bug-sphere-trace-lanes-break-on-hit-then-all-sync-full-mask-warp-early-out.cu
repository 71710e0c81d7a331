// EXPECT: warp-sync-mask
// BUG: sphere tracing with a warp-wide early out: each lane marches its ray,
// leaves the loop when it hits a surface, and the warp stops as soon as all
// rays have gone past the far plane (__all_sync). The vote uses the full mask
// after lanes have broken out of the loop on a hit, so it is executed by a
// subset of the warp with a mask naming lanes that are no longer there.
__device__ __forceinline__ float scene(float x, float y, float z) {
  float sphere = sqrtf(x * x + (y - 1.f) * (y - 1.f) + z * z) - 1.f;
  float box = fmaxf(fmaxf(fabsf(x - 2.5f), fabsf(y - 0.5f)), fabsf(z)) - 0.5f;
  return fminf(fminf(sphere, box), y + 0.01f);
}
__global__ void trace(const float4 *__restrict__ dirs, float3 eye, float *__restrict__ depth, int n, int max_steps,
                      float tmax) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; // n is a multiple of 32
  float4 dir = dirs[i];
  float t = 0.f;
  bool hit = false;
  for (int s = 0; s < max_steps; ++s) {
    float d = scene(eye.x + t * dir.x, eye.y + t * dir.y, eye.z + t * dir.z);
    if (d < 1e-4f * (1.f + t)) {
      hit = true;
      break;
    }
    t += d;
    if (__all_sync(0xffffffffu, t > tmax)) // BUG: lanes that hit have left
      break;
  }
  depth[i] = hit ? t : -1.f;
}
