import { useState } from 'react';
import type { InstructorInfo } from '@dss/contract';
import { Box, Button, Flex, PersistentDialog } from '@dss/ui';
import { instructorRef } from '@dss/ui';
import { AvailabilityTab } from './AvailabilityTab';
import { TimeAwayTab } from './TimeAwayTab';

const TABS = ['Working Hours & Availability', 'Time Away Management'] as const;

/** Working Hours Manager (document 2 §2.11): two tabs, availability with lunch and time away. */
export function WorkingHoursDialog({ info, onClose }: { info: InstructorInfo; onClose(): void }) {
  const [tab, setTab] = useState(0);
  return (
    <PersistentDialog
      open
      onClose={onClose}
      title={`Working Hours Manager - ${instructorRef(info.adi_id)} ${info.fname} ${info.lname}`}
      maxWidth={1100}
      scrollable
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Flex role="tablist" aria-label="Working Hours Manager" gap="2" borderBottomWidth="1px" mb="4" wrap="wrap">
        {TABS.map((label, index) => (
          <Button
            key={label}
            role="tab"
            id={`wh-tab-${index}`}
            aria-selected={tab === index}
            aria-controls={`wh-panel-${index}`}
            variant={tab === index ? 'solid' : 'ghost'}
            colorPalette="teal"
            size="sm"
            onClick={() => setTab(index)}
          >
            {label}
          </Button>
        ))}
      </Flex>
      <Box role="tabpanel" id={`wh-panel-${tab}`} aria-labelledby={`wh-tab-${tab}`}>
        {tab === 0 ? <AvailabilityTab adi={info.adi_id} /> : <TimeAwayTab adi={info.adi_id} />}
      </Box>
    </PersistentDialog>
  );
}
