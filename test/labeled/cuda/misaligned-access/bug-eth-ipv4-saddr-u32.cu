// EXPECT: misaligned-access
// A GPU packet filter (DPDK-style: the NIC DMAs each frame into a 2 KiB slot
// of a pinned ring) reads the IPv4 source address as one 32-bit word. The
// frame starts at the slot, so the IPv4 header sits after the 14-byte
// Ethernet header and saddr is at byte 14 + 12 = 26 of the slot: 2 modulo 4
// in every packet.
#include <cstdint>
#define SLOT_BYTES 2048
#define ETH_HLEN 14
__global__ void count_blocked_sources(const uint8_t *__restrict__ ring, int npkts,
                                      uint32_t blocked_net, uint32_t blocked_mask,
                                      unsigned *__restrict__ hits) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npkts)
    return;
  const uint8_t *frame = ring + (size_t)p * SLOT_BYTES;
  const uint8_t *ip = frame + ETH_HLEN;
  uint32_t saddr = *reinterpret_cast<const uint32_t *>(ip + 12); // BUG: byte 26 of a 2048-aligned slot
  saddr = __byte_perm(saddr, 0, 0x0123); // network to host order
  if ((saddr & blocked_mask) == blocked_net)
    atomicAdd(hits, 1u);
}
